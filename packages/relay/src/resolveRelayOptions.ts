import { resolveBodyTimeouts, type BodyTimeouts } from './http/BodyTimeouts';
import { resolveCompression, type CompressionOptions } from './http/CompressionOptions';
import { DEFAULT_ALLOW, RELAY_OPERATIONS } from './relayOperations';
import type { RelayOptions, RelayRateLimit, ServiceFetch } from './RelayOptions';
import { memoryStore } from './store/memoryStore';
import type { RelayStore } from './store/RelayStore';

/**
 * A sixth of the service's default project limit (600 calls per 10 s): one
 * user at this budget leaves 500 calls per window to everyone else. A browser
 * working the kit's screens spends a few calls a second at most.
 */
export const DEFAULT_USER_RATE_LIMIT: RelayRateLimit = { limit: 100, windowMs: 10_000 };
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** RelayOptions with defaults applied and checked once, when the relay is created. */
export interface ResolvedRelayOptions {
  target: string | ServiceFetch;
  fetch: ServiceFetch | undefined;
  apiKey: string;
  orgApiKey: string | undefined;
  basePath: string;
  authenticate: RelayOptions['authenticate'];
  allow: ReadonlySet<string>;
  organization: false | 'admins';
  files: 'admins' | 'shared';
  toolExecution: boolean;
  managedAuthConfigs: boolean | readonly string[];
  publicPaths: boolean;
  publicOrigin: string | undefined;
  appOrigins: readonly string[] | undefined;
  rateLimit: RelayRateLimit | false;
  store: RelayStore;
  maxBodyBytes: number;
  bodyTimeouts: BodyTimeouts;
  compression: Required<CompressionOptions> | false;
  onRequest: RelayOptions['onRequest'];
}

/** Misconfiguration fails when the app starts, not on the first request. */
export function resolveRelayOptions(options: RelayOptions): ResolvedRelayOptions {
  const fail = (message: string): never => {
    throw new TypeError(`createRelay: ${message}`);
  };
  if (typeof options.target !== 'string' && typeof options.target !== 'function') fail('target must be a URL or a fetch function.');
  if (typeof options.target === 'string' && !URL.canParse(options.target)) fail(`target '${options.target}' is not a URL.`);
  if (typeof options.apiKey !== 'string' || options.apiKey === '') fail('apiKey is required.');
  if (typeof options.authenticate !== 'function') fail('authenticate is required: the relay binds every request to a signed-in user.');

  const organization = options.organization ?? false;
  if (organization === 'admins' && !options.orgApiKey) fail("organization: 'admins' needs orgApiKey.");
  if (options.toolExecution !== undefined && typeof options.toolExecution !== 'boolean') fail('toolExecution must be true or false.');
  const managedAuthConfigs = options.managedAuthConfigs ?? true;
  if (
    typeof managedAuthConfigs !== 'boolean' &&
    !(Array.isArray(managedAuthConfigs) && managedAuthConfigs.every((slug) => typeof slug === 'string'))
  ) {
    fail('managedAuthConfigs must be true, false or a list of toolkit slugs.');
  }
  const publicPaths = options.publicPaths ?? true;
  if (!publicPaths && typeof options.target !== 'string') {
    fail('publicPaths: false needs a URL target: an in-process service hands out URLs browsers cannot reach.');
  }

  const basePath = (options.basePath ?? '/patchbay').replace(/\/+$/, '');
  if (basePath !== '' && !basePath.startsWith('/')) fail(`basePath '${options.basePath}' must start with '/'.`);

  const known = new Set<string>(RELAY_OPERATIONS.filter((operation) => operation.scope !== 'org').map((operation) => operation.name));
  const allow = options.allow ?? DEFAULT_ALLOW;
  for (const name of allow) if (!known.has(name)) fail(`allow names an unknown operation '${name}'.`);

  const rateLimit = options.rateLimit ?? DEFAULT_USER_RATE_LIMIT;
  const positive = (value: number) => Number.isSafeInteger(value) && value > 0;
  if (rateLimit && !(positive(rateLimit.limit) && positive(rateLimit.windowMs))) {
    fail('rateLimit needs a positive whole limit and windowMs, or false.');
  }
  if (options.store !== undefined && typeof options.store?.hit !== 'function') fail('store must be a RelayStore (memoryStore(), redisStore()...).');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!positive(maxBodyBytes)) fail('maxBodyBytes must be a positive whole number of bytes.');
  const bodyTimeouts = resolveBodyTimeouts(options.bodyTimeouts, 'createRelay: bodyTimeouts');
  // Off unless asked for: hosts compress already, and some (Next.js route handlers) mishandle an encoded body.
  const compression = options.compression === undefined ? false : resolveCompression(options.compression, 'createRelay: compression');

  const originOf = (value: string, option: string) => (URL.canParse(value) ? new URL(value).origin : fail(`${option} '${value}' is not a URL.`));

  return {
    target: options.target,
    fetch: options.fetch,
    apiKey: options.apiKey,
    orgApiKey: options.orgApiKey,
    basePath,
    authenticate: options.authenticate,
    allow: new Set(allow),
    organization,
    files: options.files ?? 'admins',
    toolExecution: options.toolExecution ?? false,
    managedAuthConfigs,
    publicPaths,
    publicOrigin: options.publicOrigin === undefined ? undefined : originOf(options.publicOrigin, 'publicOrigin'),
    appOrigins: options.appOrigins?.map((origin) => originOf(origin, 'appOrigins')),
    rateLimit,
    store: options.store ?? memoryStore(),
    maxBodyBytes,
    bodyTimeouts,
    compression,
    onRequest: options.onRequest,
  };
}
