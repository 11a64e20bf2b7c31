import { hashKey } from '../http/keys';
import { nanoid, secret } from '../ids';
import type { Service } from '../Service';
import type { AuthorizationCodeRecord, AuthorizationRequestRecord } from './records';

/** Codes are short-lived (RFC 6749 4.1.2 recommends at most 10 minutes; ours live 60 s). */
export const CODE_LIFETIME_MS = 60_000;
/** How long the consent screen may stay open before its answer is refused. */
const REQUEST_LIFETIME_MS = 10 * 60_000;
export const ACCESS_TOKEN_LIFETIME_S = 3600;
/**
 * Grants (open consent screens and unredeemed codes) kept at once. Anyone
 * may open a consent screen, no key needed: past this many, the ones closest
 * to expiring are dropped, so the collection stays bounded however fast
 * they come.
 */
export const MAX_GRANTS = 1_000;

function later(service: Service, ms: number): string {
  return new Date(service.clock().getTime() + ms).toISOString();
}

function isPast(service: Service, iso: string): boolean {
  return Date.parse(iso) <= service.clock().getTime();
}

/** Drops requests and codes whose time is up, then the soonest to expire while there are more than `room`. */
function purgeExpired(service: Service, room: number): void {
  const now = service.clock().toISOString();
  for (const record of service.store.find('oauth_codes', { where: { expires_at: { atMost: now } } })) {
    service.store.remove('oauth_codes', record.id);
  }
  const over = service.store.count('oauth_codes') - room;
  if (over <= 0) return;
  for (const record of service.store.find('oauth_codes', { orderBy: 'expires_at', limit: over })) {
    service.store.remove('oauth_codes', record.id);
  }
}

export function saveAuthorizationRequest(
  service: Service,
  request: Omit<AuthorizationRequestRecord, 'id' | 'kind' | 'expires_at'>,
): AuthorizationRequestRecord {
  purgeExpired(service, MAX_GRANTS - 1);
  return service.store.put('oauth_codes', {
    ...request,
    id: `areq_${nanoid(24)}`,
    kind: 'authorization_request',
    expires_at: later(service, REQUEST_LIFETIME_MS),
  });
}

/** Takes the pending request out (each consent screen can be answered once). */
export function takeAuthorizationRequest(service: Service, id: string): AuthorizationRequestRecord | undefined {
  const record = service.store.get('oauth_codes', id);
  if (record?.kind !== 'authorization_request') return undefined;
  service.store.remove('oauth_codes', id);
  return isPast(service, record.expires_at) ? undefined : record;
}

/** Issues a one-time code for an approved request; returns the code itself. */
export function issueCode(service: Service, request: AuthorizationRequestRecord, failsExchange = false): string {
  const code = secret('code_');
  service.store.put('oauth_codes', {
    id: `code_${hashKey(code)}`,
    kind: 'authorization_code',
    client_id: request.client_id,
    toolkit_slug: request.toolkit_slug,
    redirect_uri: request.redirect_uri,
    scope: request.scope,
    expires_at: later(service, CODE_LIFETIME_MS),
    used_at: null,
    ...(failsExchange ? { fails_exchange: true } : {}),
  });
  return code;
}

export type CodeRedemption = { ok: true; grant: AuthorizationCodeRecord } | { ok: false; description: string };

/** Redeems a code once (RFC 6749 4.1.3): same client, same redirect_uri, not expired, not used. */
export function redeemCode(service: Service, code: string, clientId: string, redirectUri: string | undefined): CodeRedemption {
  const grant = service.store.get('oauth_codes', `code_${hashKey(code)}`);
  if (grant?.kind !== 'authorization_code') return { ok: false, description: 'The authorization code is not valid.' };
  if (grant.used_at) return { ok: false, description: 'The authorization code was already used.' };
  if (isPast(service, grant.expires_at)) return { ok: false, description: 'The authorization code has expired.' };
  if (grant.client_id !== clientId) return { ok: false, description: 'The authorization code was issued to another client.' };
  if (redirectUri !== grant.redirect_uri) {
    return { ok: false, description: 'redirect_uri does not match the one of the authorization request.' };
  }
  service.store.put('oauth_codes', { ...grant, used_at: service.clock().toISOString() });
  return { ok: true, grant };
}
