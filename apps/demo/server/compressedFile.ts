import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiateEncoding, type ContentCoding } from '@patchbay/relay/http';

export type Encoding = ContentCoding;

/** Text the browser downloads: worth compressing. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);

const compress = {
  br: (bytes: Buffer) => promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (bytes: Buffer) => promisify(gzip)(bytes, { level: 9 }),
};

/**
 * The encoding to answer with, read from Accept-Encoding as the relay reads
 * it for API answers (q-values weigh, brotli wins a tie), else none.
 */
export function pickEncoding(file: string, acceptEncoding: string | undefined): Encoding | null {
  return COMPRESSIBLE.has(extname(file)) ? negotiateEncoding(acceptEncoding, ['br', 'gzip']) : null;
}

/**
 * Compressed copies of the bundle's files, made once each at the best
 * level: the production build does not change while the server runs, and
 * its files are a fixed set, so the cache holds at most two copies of each.
 */
export function createCompressedFiles(): (file: string, encoding: Encoding) => Promise<Buffer> {
  const cache = new Map<string, Promise<Buffer>>();
  return (file, encoding) => {
    const key = `${encoding}:${file}`;
    let found = cache.get(key);
    if (!found) {
      found = readFile(file).then((bytes) => compress[encoding](bytes));
      found.catch(() => cache.delete(key));
      cache.set(key, found);
    }
    return found;
  };
}
