import type { ConnectedAccountReasonCode, LinkSessionStatus } from '@patchbay/client';
import { isoNow } from '../clock';
import { newId, secret } from '../ids';
import type { ConnectedAccountRecord } from './records';
import type { Service } from '../Service';
import { changeAccountStatus, type AccountChange } from './accountStatus';

/** Hosted connect links expire after 10 minutes (the server README's "Decisions where the contract is silent"). */
export const LINK_LIFETIME_MS = 10 * 60 * 1000;
export const LINK_EXPIRED_REASON = 'The connection was not completed within 10 minutes.';

/** PENDING until the user finishes on the hosted page; every other status is final (the wire's type). */
export type { LinkSessionStatus };

/** An account's status as it was, to put back. */
export type AccountStatusSnapshot = Pick<AccountChange, 'status' | 'status_reason' | 'status_reason_code'>;

export function statusSnapshot(account: ConnectedAccountRecord): AccountStatusSnapshot {
  return { status: account.status, status_reason: account.status_reason, status_reason_code: account.status_reason_code ?? null };
}

/** Stored in 'link_sessions'; the id is the link token. */
export interface LinkSessionRecord {
  id: string;
  project_id: string;
  connected_account_id: string;
  auth_config_id: string;
  toolkit_slug: string;
  user_id: string;
  callback_url: string | null;
  /** Pre-fills the hosted form (spec 4.2 connection_data). */
  connection_data: Record<string, unknown>;
  /** The OAuth `state` the provider must echo back; binds a callback to this link. */
  oauth_state: string;
  status: LinkSessionStatus;
  created_at: string;
  expires_at: string;
  finished_at: string | null;
  /**
   * A reconnect of an account connected before: the status it had, put back
   * when this link ends without success (cancelled, expired, denied), so a
   * reconnect the user gives up on leaves the account exactly as it was.
   * Null (or absent on older records) for a first connection.
   */
  restore?: AccountStatusSnapshot | null;
  /** Why the link ended without success. Absent on older records. */
  reason_code?: ConnectedAccountReasonCode | null;
  /**
   * The theme the hosted page was last opened with (`theme=`), so its later
   * pages (form post, OAuth consent and callback) keep it. Absent until asked.
   */
  theme?: 'light' | 'dark' | null;
}

export interface OpenLinkInput {
  account: ConnectedAccountRecord;
  callbackUrl: string | null;
  connectionData: Record<string, unknown>;
  /** What a reconnect puts back if it does not succeed. @default null (a first connection) */
  restore?: AccountStatusSnapshot | null;
}

export function linkPageUrl(origin: string, token: string): string {
  return `${origin}/connect/${token}`;
}

/** Opens a new link for `account`; any earlier pending link of the account stops working. */
export function openLinkSession(service: Service, { account, callbackUrl, connectionData, restore = null }: OpenLinkInput): LinkSessionRecord {
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
  });
}

/** The account's links still waiting for the user (due ones included: `expireIfDue` them first). */
export function pendingLinksOf(service: Service, account: ConnectedAccountRecord): LinkSessionRecord[] {
  return service.store.find('link_sessions', { where: { connected_account_id: account.id, status: 'PENDING' } });
}

/** The newest link of an account (its connection_data seeds a refresh). */
export function latestLinkOf(service: Service, account: ConnectedAccountRecord): LinkSessionRecord | undefined {
  return service.store.find('link_sessions', { where: { connected_account_id: account.id }, direction: 'desc', limit: 1 })[0];
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
  const due = { status: 'PENDING', expires_at: { atMost: service.clock().toISOString() } } as const;
  for (const link of service.store.find('link_sessions', { where: projectId === undefined ? due : { ...due, project_id: projectId } })) {
    expireIfDue(service, link);
  }
}

/** Expires the due link of one account, before that account is read. */
export function sweepAccountLinks(service: Service, account: ConnectedAccountRecord): ConnectedAccountRecord {
  let changed = false;
  for (const link of pendingLinksOf(service, account)) changed = expireIfDue(service, link) !== link || changed;
  return changed ? (service.store.get('connected_accounts', account.id) ?? account) : account;
}
