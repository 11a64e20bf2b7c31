import type { ConnectedAccountReasonCode } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog/types';
import { isId } from '../ids';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { ConnectedAccountRecord, LinkSessionRecord } from '../connectedAccounts/records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { changeAccountStatus, type AccountChange } from '../connectedAccounts/accountStatus';
import type { LinkOutcome } from './html/messagePage';
import { expireIfDue, finishLinkSession } from '../connectedAccounts/linkSessions';

/** Everything a pending link's page needs. */
export interface OpenLink {
  link: LinkSessionRecord;
  account: ConnectedAccountRecord;
  authConfig: AuthConfigRecord;
  toolkit: CatalogToolkit;
  project: ProjectRecord;
}

/** Why a link cannot be used, as the page to show. */
export interface ClosedLink {
  status: 404 | 409 | 410;
  title: string;
  message: string;
  /** The link and its live project, when known: the page keeps the link's theme and the app's branding. */
  link?: LinkSessionRecord;
  project?: ProjectRecord;
}

export type LinkLookup = { open: true; value: OpenLink } | { open: false; value: ClosedLink };

const closed = (status: ClosedLink['status'], title: string, message: string, known: Pick<ClosedLink, 'link' | 'project'> = {}): LinkLookup => ({
  open: false,
  value: { status, title, message, ...known },
});

const START_AGAIN = 'Go back to the app and start connecting again to get a new link.';

/** Resolves a link token to a pending link, expiring it first if its time is up. */
export function lookupLink(service: Service, token: string): LinkLookup {
  const stored = isId('linkToken', token) ? service.store.get('link_sessions', token) : undefined;
  if (!stored) return closed(404, 'Link not found', `This connect link does not exist. ${START_AGAIN}`);
  const link = expireIfDue(service, stored);
  const account = service.store.get('connected_accounts', link.connected_account_id);
  const project = service.store.get('projects', link.project_id);
  const authConfig = service.store.get('auth_configs', link.auth_config_id);
  const toolkit = service.catalog.toolkit(link.toolkit_slug);
  const known = { link, ...(project && !project.deleted_at ? { project } : {}) };
  if (!account || account.deleted_at || !project || project.deleted_at || !authConfig || !toolkit) {
    return closed(410, 'This connection was removed', `The app removed this connection. ${START_AGAIN}`, known);
  }
  switch (link.status) {
    case 'PENDING':
      return { open: true, value: { link, account, authConfig, toolkit, project } };
    case 'EXPIRED':
      return closed(410, 'This link has expired', `Connect links work for 10 minutes. ${START_AGAIN}`, known);
    case 'SUPERSEDED':
      return closed(409, 'This link was replaced', `A newer link was issued for this connection. ${START_AGAIN}`, known);
    default:
      return closed(409, 'This link was already used', `Each connect link works once. ${START_AGAIN}`, known);
  }
}

const LINK_STATUS = { success: 'COMPLETED', failed: 'FAILED', cancelled: 'CANCELLED' } as const;

/** How the user ended a link: connected with these credentials, or not, and why. */
export type LinkEnding =
  | { outcome: 'success'; credentials: Record<string, string> }
  | { outcome: Exclude<LinkOutcome, 'success'>; reason: string; reasonCode: ConnectedAccountReasonCode };

/**
 * What an ending does to the account. Success: ACTIVE with the new
 * credentials, connected now. Otherwise a reconnect puts back the status the
 * account had; a first connection the user cancelled is EXPIRED (given up,
 * nothing failed, and the next try reuses it), one that failed is FAILED.
 */
function accountChange(service: Service, link: LinkSessionRecord, ending: LinkEnding): AccountChange {
  if (ending.outcome === 'success') {
    const now = service.clock().toISOString();
    return { status: 'ACTIVE', status_reason: null, status_reason_code: null, credentials: ending.credentials, connected_at: now };
  }
  if (link.restore) return link.restore;
  const status = ending.outcome === 'cancelled' ? 'EXPIRED' : 'FAILED';
  return { status, status_reason: ending.reason, status_reason_code: ending.reasonCode };
}

/**
 * Ends a pending link: the account takes its new status and the user goes
 * back to callback_url (303) with `status` and `connected_account_id` added
 * to whatever query it already had. Returns that URL, or null when the link
 * has no callback (the caller shows a done page).
 */
export function finishLink(service: Service, open: OpenLink, ending: LinkEnding): string | null {
  endLink(service, open.link, open.account, ending);
  if (!open.link.callback_url) return null;
  const url = new URL(open.link.callback_url);
  url.searchParams.set('status', ending.outcome);
  url.searchParams.set('connected_account_id', open.account.id);
  return url.toString();
}

/** Ends a pending link of `account` and gives the account its new status, in one transaction. */
export function endLink(service: Service, link: LinkSessionRecord, account: ConnectedAccountRecord, ending: LinkEnding): void {
  service.store.transaction(() => {
    finishLinkSession(service, link, LINK_STATUS[ending.outcome], ending.outcome === 'success' ? null : ending.reasonCode);
    changeAccountStatus(service, account, accountChange(service, link, ending));
  });
}

/** Whether the link reconnects an account connected before, rather than connecting it the first time. */
export const isReconnect = (open: OpenLink): boolean => Boolean(open.link.restore);

export const DENIED_REASON = 'The user denied access.';
export const CANCELLED_REASON = 'The user cancelled the connection.';
/** What the user and the app are told when the provider failed on its side (a 5xx): nothing they typed was wrong. */
export const providerFailedReason = (toolkitName: string): string =>
  `${toolkitName} had a problem on its side and could not finish connecting your account. Try connecting again.`;
