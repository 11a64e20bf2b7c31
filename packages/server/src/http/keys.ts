import { hash } from 'node:crypto';

/** Keys are stored and looked up by this digest only, never in the clear. */
export function hashKey(key: string): string {
  // One call, no Hash object: this runs on every authenticated request.
  return hash('sha256', key, 'hex');
}
