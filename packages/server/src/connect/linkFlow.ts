import type { CatalogToolkit } from '../catalog/types';
import { isId } from '../ids';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { ConnectedAccountRecord, LinkSessionRecord } from '../connectedAccounts/records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { endLink, type LinkEnding } from '../connectedAccounts/endLink';
import { expireIfDue } from '../connectedAccounts/linkSessions';

/** Everything a pending link's page needs. */
export interface OpenLink {
  link: LinkSessionRecord;
  account: ConnectedAccountRecord;
  authConfig: AuthConfigRecord;
  toolkit: CatalogToolkit;
  project: ProjectRecord;
}

/** Why a link cannot be used: unknown, its connection removed, expired, replaced by a newer one, or used. */
export type ClosedReason = 'not_found' | 'removed' | 'expired' | 'replaced' | 'used';

/** Why a link cannot be used, for the page that says so. */
export interface ClosedLink {
  status: 404 | 409 | 410;
  reason: ClosedReason;
  /** The link and its live project, when known: the page keeps the link's theme and the app's branding. */
  link?: LinkSessionRecord;
  project?: ProjectRecord;
}

export type LinkLookup = { open: true; value: OpenLink } | { open: false; value: ClosedLink };

const closed = (status: ClosedLink['status'], reason: ClosedReason, known: Pick<ClosedLink, 'link' | 'project'> = {}): LinkLookup => ({
  open: false,
  value: { status, reason, ...known },
});

/** Resolves a link token to a pending link, expiring it first if its time is up. */
export function lookupLink(service: Service, token: string): LinkLookup {
  const stored = isId('linkToken', token) ? service.store.get('link_sessions', token) : undefined;
  if (!stored) return closed(404, 'not_found');
  const link = expireIfDue(service, stored);
  const account = service.store.get('connected_accounts', link.connected_account_id);
  const project = service.store.get('projects', link.project_id);
  const authConfig = service.store.get('auth_configs', link.auth_config_id);
  const toolkit = service.catalog.toolkit(link.toolkit_slug);
  const known = { link, ...(project && !project.deleted_at ? { project } : {}) };
  if (!account || account.deleted_at || !project || project.deleted_at || !authConfig || !toolkit) {
    return closed(410, 'removed', known);
  }
  switch (link.status) {
    case 'PENDING':
      return { open: true, value: { link, account, authConfig, toolkit, project } };
    case 'EXPIRED':
      return closed(410, 'expired', known);
    case 'SUPERSEDED':
      return closed(409, 'replaced', known);
    default:
      return closed(409, 'used', known);
  }
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

/** Whether the link reconnects an account connected before, rather than connecting it the first time. */
export const isReconnect = (open: OpenLink): boolean => Boolean(open.link.restore);
