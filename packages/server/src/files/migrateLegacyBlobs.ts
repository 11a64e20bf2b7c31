import { createHash } from 'node:crypto';
import type { SqliteStore } from '../collections/SqliteStore';
import type { ObjectStorage } from './ObjectStorage';

const PROXY_BINARY = /^proxy-binary\/(bin_[A-Za-z0-9]{20})$/;

/**
 * Moves the bytes earlier versions kept inside the database (uploads under
 * their object key, binary proxy responses under `proxy-binary/<id>`) to
 * object storage, so every completed file has its object on disk. Runs once:
 * the table is gone afterwards.
 */
export function migrateLegacyBlobs(store: SqliteStore, objects: ObjectStorage): number {
  return store.moveLegacyBlobs((key, bytes) => {
    const binaryId = PROXY_BINARY.exec(key)?.[1];
    if (binaryId) objects.adoptSync('binaries', binaryId, bytes);
    else objects.adoptSync('objects', createHash('md5').update(bytes).digest('hex'), bytes);
  });
}
