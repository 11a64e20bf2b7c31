import { randomBytes, randomUUID } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Random bytes drawn from the CSPRNG a pool at a time (as nanoid does): every
 * request gets an id, and one call per id costs more than the id. Each byte
 * is handed out once.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function nextRandomByte(): number {
  if (poolOffset >= pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  return pool[poolOffset++]!;
}

/** A URL-safe random id of `size` characters (nanoid-style, unbiased). */
export function nanoid(size = 12): string {
  let id = '';
  while (id.length < size) {
    const byte = nextRandomByte();
    // 62 * 4 = 248: reject the top bytes so every character is equally likely.
    if (byte < 248) id += ALPHABET[byte % 62];
  }
  return id;
}

/** Prefixes make ids self-describing and let paths reject the wrong kind early. */
export const ID_PREFIX = {
  authConfig: 'ac_',
  connectedAccount: 'ca_',
  triggerInstance: 'ti_',
  toolRouterSession: 'trs_',
  project: 'pr_',
  webhookSubscription: 'ws_',
  file: 'fl_',
  apiKey: 'key_',
  linkToken: 'lt_',
  toolExecution: 'log_',
  toolApproval: 'apr_',
} as const;

export type IdKind = keyof typeof ID_PREFIX;

export function newId(kind: IdKind): string {
  return ID_PREFIX[kind] + nanoid();
}

export function isId(kind: IdKind, value: string): boolean {
  return value.startsWith(ID_PREFIX[kind]) && /^[A-Za-z0-9_]{4,64}$/.test(value);
}

export function uuid(): string {
  return randomUUID();
}

/** A secret value with enough entropy to be unguessable. */
export function secret(prefix: string): string {
  return prefix + randomBytes(24).toString('base64url');
}
