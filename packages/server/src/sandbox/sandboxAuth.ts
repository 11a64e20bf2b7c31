import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { Service } from '../Service';
import { sandboxError, type SandboxEnv } from './sandboxEnv';

/** The ACTIVE, live account of `toolkitSlug` whose stored credential `field` equals `value`. */
function accountByCredential(service: Service, toolkitSlug: string, field: string, value: string): ConnectedAccountRecord | undefined {
  const given = Buffer.from(value);
  return service.store.find('connected_accounts', { where: { toolkit_slug: toolkitSlug, status: 'ACTIVE', deleted_at: null } }).find((account) => {
    const stored = account.credentials[field];
    if (account.toolkit_slug !== toolkitSlug || account.status !== 'ACTIVE' || account.deleted_at || account.is_disabled) return false;
    if (typeof stored !== 'string' || stored.length !== given.length) return false;
    return timingSafeEqual(Buffer.from(stored), given);
  });
}

/** Accepts only an access token the service's OAuth provider issued to an ACTIVE account. */
export function bearerAuth(toolkitSlug: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const account = match?.[1] ? accountByCredential(c.var.service, toolkitSlug, 'access_token', match[1]) : undefined;
    if (!account) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return sandboxError(
        c,
        401,
        'invalid_token',
        match ? 'The access token is invalid, revoked or expired.' : 'Send Authorization: Bearer <access token>.',
      );
    }
    c.set('account', account);
    return next();
  };
}

/** Accepts only the api_key of an ACTIVE account, in the x-api-key header. */
export function apiKeyAuth(toolkitSlug: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const key = c.req.header('x-api-key');
    const account = key ? accountByCredential(c.var.service, toolkitSlug, 'api_key', key) : undefined;
    if (!account) {
      return sandboxError(c, 401, 'invalid_api_key', key ? 'The API key is not valid.' : 'Send your API key in the x-api-key header.');
    }
    c.set('account', account);
    return next();
  };
}
