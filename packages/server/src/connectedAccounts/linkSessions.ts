import { isoNow } from '../clock';
import { newId, secret } from '../ids';
import type { ConnectedAccountRecord } from './records';
import type { Service } from '../Service';
import { changeAccountStatus } from './accountStatus';

/** Hosted connect links expire after 10 minutes (DESIGN.md). */
export const LINK_LIFETIME_MS = 10 * 60 * 1000;
export const LINK_EXPIRED_REASON = 'The connection was not completed within 10 minutes.';

/**
 * PENDING until the user finishes on the hosted page; every other status is
 * final. SUPERSEDED: a newer link (refresh) replaced it for the same account.
 */
export type LinkSessionStatus = 'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'SUPERSEDED';

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
}

export interface OpenLinkInput {
  account: ConnectedAccountRecord;
  callbackUrl: string | null;
  connectionData: Record<string, unknown>;
}

export function linkPageUrl(origin: string, token: string): string {
  return `${origin}/connect/${token}`;
}

/** Opens a new link for `account`; any earlier pending link of the account stops working. */
export function openLinkSession(service: Service, { account, callbackUrl, connectionData }: OpenLinkInput): LinkSessionRecord {
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
  });
}

function pendingLinksOf(service: Service, account: ConnectedAccountRecord): LinkSessionRecord[] {
  return service.store.find('link_sessions', { where: { connected_account_id: account.id, status: 'PENDING' } });
}

/** The newest link of an account (its connection_data seeds a refresh). */
export function latestLinkOf(service: Service, account: ConnectedAccountRecord): LinkSessionRecord | undefined {
  return service.store.find('link_sessions', { where: { connected_account_id: account.id }, direction: 'desc', limit: 1 })[0];
}

/**
 * The user's link through `authConfigId` that is still pending (not due) and
 * whose account still waits to be connected; the newest when there are several.
 */
export function pendingLinkFor(service: Service, projectId: string, userId: string, authConfigId: string): LinkSessionRecord | undefined {
  const waiting = service.store.find('connected_accounts', {
    where: { project_id: projectId, deleted_at: null, user_id: userId, auth_config_id: authConfigId, status: 'INITIATED' },
    direction: 'desc',
  });
  for (const account of waiting) {
    for (const link of pendingLinksOf(service, account)) {
      if (expireIfDue(service, link).status === 'PENDING') return link;
    }
  }
  return undefined;
}

/** Ends a pending link with a final status. */
export function finishLinkSession(service: Service, link: LinkSessionRecord, status: Exclude<LinkSessionStatus, 'PENDING'>): LinkSessionRecord {
  return service.store.put('link_sessions', { ...link, status, finished_at: isoNow(service.clock) });
}

/**
 * Expires `link` if its 10 minutes are up, and with it the account it was
 * connecting (when that account is still waiting). Returns the current record.
 */
export function expireIfDue(service: Service, link: LinkSessionRecord): LinkSessionRecord {
  if (link.status !== 'PENDING' || Date.parse(link.expires_at) > service.clock().getTime()) return link;
  const expired = finishLinkSession(service, link, 'EXPIRED');
  const account = service.store.get('connected_accounts', link.connected_account_id);
  if (account && !account.deleted_at && account.status === 'INITIATED') {
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
