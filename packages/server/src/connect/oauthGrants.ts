import { hashKey } from '../http/keys';
import { nanoid, secret } from '../ids';
import type { Service } from '../Service';
import type { AuthorizationCodeRecord, AuthorizationRequestRecord } from './records';

/** Codes are short-lived (RFC 6749 4.1.2 recommends at most 10 minutes; ours live 60 s). */
export const CODE_LIFETIME_MS = 60_000;
/** How long the consent screen may stay open before its answer is refused (never past its link's own end). */
const REQUEST_LIFETIME_MS = 10 * 60_000;
export const ACCESS_TOKEN_LIFETIME_S = 3600;
/**
 * Grants (open consent screens and unredeemed codes) one link may have at
 * once. A consent screen belongs to the open link session its redirect_uri
 * calls back, so only whoever holds that link can open one; past this many,
 * a new one is refused (429) and the open ones stay. Room for a user who
 * reloads or goes back a few times.
 */
export const MAX_GRANTS_PER_LINK = 10;
/**
 * Grants the whole service keeps at once: a last resort behind the per-link
 * bound. Past it a new consent screen is refused (429) until others expire;
 * no grant is ever dropped to make room.
 */
export const MAX_GRANTS = 1_000;

function later(service: Service, ms: number): string {
  return new Date(service.clock().getTime() + ms).toISOString();
}

function isPast(service: Service, iso: string): boolean {
  return Date.parse(iso) <= service.clock().getTime();
}

/** Drops requests and codes whose time is up, and only those. */
function purgeExpired(service: Service): void {
  const now = service.clock().toISOString();
  for (const record of service.store.find('oauth_codes', { where: { expires_at: { atMost: now } } })) {
    service.store.remove('oauth_codes', record.id);
  }
}

/** Whole seconds until the soonest of these grants expires (at least 1): when asking again may find room. */
function secondsUntilRoom(service: Service, linkToken?: string): number {
  const [soonest] = service.store.find('oauth_codes', {
    ...(linkToken === undefined ? {} : { where: { link_token: linkToken } }),
    orderBy: 'expires_at',
    limit: 1,
  });
  const ms = soonest ? Date.parse(soonest.expires_at) - service.clock().getTime() : 1_000;
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A saved consent request, or why none was saved: its link, or the whole service, has as many grants as it may. */
export type SavedRequest =
  { ok: true; request: AuthorizationRequestRecord } | { ok: false; bound: 'link' | 'service'; max: number; retryAfterSeconds: number };

/**
 * Saves a consent request of an open link (the caller checked it is open),
 * within MAX_GRANTS_PER_LINK for that link and MAX_GRANTS for the service.
 * At either bound nothing is saved and nothing is dropped: the answer says
 * which bound, and when the soonest grant under it expires.
 */
export function saveAuthorizationRequest(
  service: Service,
  request: Omit<AuthorizationRequestRecord, 'id' | 'kind' | 'expires_at' | 'link_token'> & { link_token: string },
  linkExpiresAt: string,
): SavedRequest {
  purgeExpired(service);
  if (service.store.count('oauth_codes', { link_token: request.link_token }) >= MAX_GRANTS_PER_LINK) {
    return { ok: false, bound: 'link', max: MAX_GRANTS_PER_LINK, retryAfterSeconds: secondsUntilRoom(service, request.link_token) };
  }
  if (service.store.count('oauth_codes') >= MAX_GRANTS) {
    return { ok: false, bound: 'service', max: MAX_GRANTS, retryAfterSeconds: secondsUntilRoom(service) };
  }
  const ownEnd = later(service, REQUEST_LIFETIME_MS);
  const saved = service.store.put('oauth_codes', {
    ...request,
    id: `areq_${nanoid(24)}`,
    kind: 'authorization_request',
    expires_at: Date.parse(linkExpiresAt) < Date.parse(ownEnd) ? new Date(linkExpiresAt).toISOString() : ownEnd,
  });
  return { ok: true, request: saved };
}

/** Takes the pending request out (each consent screen can be answered once). */
export function takeAuthorizationRequest(service: Service, id: string): AuthorizationRequestRecord | undefined {
  const record = service.store.get('oauth_codes', id);
  if (record?.kind !== 'authorization_request') return undefined;
  service.store.remove('oauth_codes', id);
  return isPast(service, record.expires_at) ? undefined : record;
}

/**
 * Issues a one-time code for an approved request, taken out just before, so
 * it takes the request's place under both bounds; returns the code itself.
 */
export function issueCode(service: Service, request: AuthorizationRequestRecord, failsExchange = false): string {
  const code = secret('code_');
  service.store.put('oauth_codes', {
    id: `code_${hashKey(code)}`,
    kind: 'authorization_code',
    link_token: request.link_token,
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
