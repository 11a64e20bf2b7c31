import { createHash } from 'node:crypto';

/** Keys are stored and looked up by this digest only, never in the clear. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
