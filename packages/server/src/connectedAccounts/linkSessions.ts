import type { ConnectedAccountReasonCode, LinkSessionStatus } from '@patchbay/client';
import { isoNow } from '../clock';
import { newId, secret } from '../ids';
import { pendingLinksOf } from './accountLinks';
import type { AccountStatusSnapshot, ConnectedAccountRecord, LinkSessionRecord } from './records';
import type { Service } from '../Service';
import type { Store } from '../collections/Store';
import { stampedCacheOf, StampedCacheKind } from '../store/StampedCache';
import { changeAccountStatus } from './accountStatus';

/** Hosted connect links expire after 10 minutes (the server README's "Decisions where the contract is silent"). */
export const LINK_LIFETIME_MS = 10 * 60 * 1000;
export const LINK_EXPIRED_REASON = 'The connection was not completed within 10 minutes.';

export function statusSnapshot(account: ConnectedAccountRecord): AccountStatusSnapshot {
  return { status: account.status, status_reason: account.status_reason, status_reason_code: account.status_reason_code ?? null };
}

export interface OpenLinkInput {
  account: ConnectedAccountRecord;
  callbackUrl: string | null;
  connectionData: Record<string, unknown>;
  /** What a reconnect puts back if it does not succeed. @default null (a first connection) */
  restore?: AccountStatusSnapshot | null;
  /** The language of the link's pages (a canonical BCP 47 tag). @default null (the browser's, then the project's) */
  locale?: string | null;
}

export function linkPageUrl(origin: string, token: string): string {
  return `${origin}/connect/${token}`;
}

/** Opens a new link for `account`; any earlier pending link of the account stops working. */
export function openLinkSession(
  service: Service,
  { account, callbackUrl, connectionData, restore = null, locale = null }: OpenLinkInput,
): LinkSessionRecord {
  const now = service.clock();
  for (const earlier of pendingLinksOf(service, account)) {
    service.store.put('link_sessions', { ...earlier, status: 'SUPERSEDED', finished_at: now.toISOString() });
  }
  return service.store.put('link_sessions', {
    id: newId('linkToken'),
    project_id: account.project_id,
    connected_account_id: account.id,
    auth_config_id: account.auth_config_id,
    toolkit_slug: account.toolkit_slug,
    user_id: account.user_id,
    callback_url: callbackUrl,
    connection_data: connectionData,
    oauth_state: secret('st_'),
    status: 'PENDING',
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
    finished_at: null,
    restore,
    reason_code: null,
    ...(locale ? { locale } : {}),
  });
}

/** Ends a pending link with a final status and, when it did not succeed, why. */
export function finishLinkSession(
  service: Service,
  link: LinkSessionRecord,
  status: Exclude<LinkSessionStatus, 'PENDING'>,
  reasonCode: ConnectedAccountReasonCode | null = null,
): LinkSessionRecord {
  return service.store.put('link_sessions', { ...link, status, finished_at: isoNow(service.clock), reason_code: reasonCode });
}

/**
 * Expires `link` if its 10 minutes are up, and with it the attempt it was
 * making: a first connection's account still waiting becomes EXPIRED, a
 * reconnect's account gets back the status it had. Returns the current record.
 */
export function expireIfDue(service: Service, link: LinkSessionRecord): LinkSessionRecord {
  if (link.status !== 'PENDING' || Date.parse(link.expires_at) > service.clock().getTime()) return link;
  const expired = finishLinkSession(service, link, 'EXPIRED', 'link_expired');
  const account = service.store.get('connected_accounts', link.connected_account_id);
  if (!account || account.deleted_at) return expired;
  if (link.restore) {
    changeAccountStatus(service, account, link.restore);
  } else if (account.status === 'INITIATED') {
    changeAccountStatus(service, account, { status: 'EXPIRED', status_reason: LINK_EXPIRED_REASON, status_reason_code: 'link_expired' });
  }
  return expired;
}

/**
 * Expires every due link (of one project, or of all). Reads call it so a
 * status is never stale; the service also runs it periodically so webhook
 * subscribers hear about expiry without anyone reading.
 */
export function sweepExpiredLinks(service: Service, projectId?: string): void {
  const now = service.clock().toISOString();
  if (!anyLinkDue(service.store, now)) return;
  const due = { status: 'PENDING', expires_at: { atMost: now } } as const;
  for (const link of service.store.find('link_sessions', { where: projectId === undefined ? due : { ...due, project_id: projectId } })) {
    expireIfDue(service, link);
  }
}

/** Each store's soonest expiry of a pending link (null: none pending), kept while nothing in the store changes. */
const SOONEST_EXPIRY = new StampedCacheKind<'soonest', string | null>(1);

/** Whether a sweep now would find anything to expire (in any project): a read that sweeps first may skip the sweep when not. */
export function linksDue(service: Service): boolean {
  return anyLinkDue(service.store, service.clock().toISOString());
}

/**
 * Whether any pending link of any project expires at or before `now`: one
 * indexed read, kept until the store changes, so the reads that sweep
 * before they answer skip the sweep's query while no link can be due.
 */
function anyLinkDue(store: Store, now: string): boolean {
  const soonest = stampedCacheOf(store, SOONEST_EXPIRY).get(
    store,
    'soonest',
    () => store.find('link_sessions', { where: { status: 'PENDING' }, orderBy: 'expires_at', direction: 'asc', limit: 1 })[0]?.expires_at ?? null,
  );
  // ISO timestamps compare as text, as the sweep's own `expires_at <= now` does in SQL.
  return soonest !== null && soonest <= now;
}

/** Expires the due link of one account, before that account is read. */
export function sweepAccountLinks(service: Service, account: ConnectedAccountRecord): ConnectedAccountRecord {
  let changed = false;
  for (const link of pendingLinksOf(service, account)) changed = expireIfDue(service, link) !== link || changed;
  return changed ? (service.store.get('connected_accounts', account.id) ?? account) : account;
}
