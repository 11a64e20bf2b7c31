import { createHash } from 'node:crypto';

/**
 * The vendor's second id of a record (a UUID beside its `ac_`, `ca_` or `ti_`
 * id), always the same for `id`: the first 16 bytes of its SHA-256, shaped as
 * a version 4 UUID, so no record needs to store one.
 */
export function stableUuid(id: string): string {
  const bytes = createHash('sha256').update(id).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
