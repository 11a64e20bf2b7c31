import type { SessionToolkit } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog/types';
import { sweepExpiredLinks } from '../connectedAccounts/linkSessions';
import { toolkitLogoUrl } from '../toolkits/toolkitUrls';
import { ApiError } from '../http/ApiError';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { Service } from '../Service';
import { pinnedAccounts, sessionHasToolkit, sessionToolkitSlugs } from './sessionSettings';
import { pinnedSharedAccounts } from './pinnedSharedAccounts';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

export interface SessionToolkitFilter {
  /** Only these slugs, overriding the session's own set. */
  toolkits?: string[] | undefined;
  isConnected?: boolean | undefined;
  search?: string | undefined;
}

/** Newest first, by creation time and then by insertion order. */
function newestFirst(accounts: ConnectedAccountRecord[]): ConnectedAccountRecord[] {
  return accounts
    .map((account, index) => ({ account, index }))
    .sort((a, b) => b.account.created_at.localeCompare(a.account.created_at) || b.index - a.index)
    .map(({ account }) => account);
}

/**
 * The account shown for a toolkit: the first of the session's pinned
 * accounts the user still has (or may still use, when SHARED), else the
 * newest ACTIVE account of the user, else the user's newest account.
 */
function accountFor(session: ToolRouterSessionRecord, slug: string, accounts: ConnectedAccountRecord[]): ConnectedAccountRecord | undefined {
  const mine = accounts.filter((a) => a.toolkit_slug === slug);
  const pinned = pinnedAccounts(session, slug)
    .map((id) => mine.find((a) => a.id === id))
    .find((account) => account !== undefined);
  return pinned ?? mine.find((a) => a.status === 'ACTIVE') ?? mine[0];
}

function matches(toolkit: CatalogToolkit, search: string): boolean {
  const needle = search.toLowerCase();
  return [toolkit.name, toolkit.slug, toolkit.description].some((text) => text.toLowerCase().includes(needle));
}

/** Spec 4.5: the toolkits of a session with their connection state. */
export function listSessionToolkits(
  service: Service,
  origin: string,
  session: ToolRouterSessionRecord,
  filter: SessionToolkitFilter,
): SessionToolkit[] {
  if (filter.toolkits) {
    const unknown = filter.toolkits.filter((slug) => !service.catalog.toolkit(slug));
    if (unknown.length > 0) {
      throw new ApiError('BAD_REQUEST', `Unknown toolkit${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`, {
        errors: unknown.map((slug) => `query.toolkits: unknown toolkit '${slug}'`),
        suggestedFix: 'Pass toolkit slugs from the toolkit list, comma-separated.',
      });
    }
  }
  sweepExpiredLinks(service, session.project_id);
  const own = service.store.find('connected_accounts', { where: { project_id: session.project_id, user_id: session.user_id, deleted_at: null } });
  const accounts = newestFirst([...own, ...pinnedSharedAccounts(service, session)]);
  const slugs = filter.toolkits ? [...new Set(filter.toolkits)] : sessionToolkitSlugs(service, session);
  const items: SessionToolkit[] = [];
  for (const slug of slugs) {
    const toolkit = service.catalog.toolkit(slug);
    if (!toolkit) continue;
    if (filter.search && !matches(toolkit, filter.search)) continue;
    if (filter.isConnected && !accounts.some((a) => a.toolkit_slug === slug && a.status === 'ACTIVE')) continue;
    const account = accountFor(session, slug, accounts);
    const authConfig = account && service.store.get('auth_configs', account.auth_config_id);
    items.push({
      name: toolkit.name,
      slug: toolkit.slug,
      enabled: sessionHasToolkit(session, slug),
      is_no_auth: toolkit.noAuth,
      vendor_managed_auth_schemes: [...toolkit.vendorManagedAuthSchemes],
      composio_managed_auth_schemes: [...toolkit.vendorManagedAuthSchemes],
      meta: { logo: toolkitLogoUrl(origin, slug), description: toolkit.description },
      ...(account
        ? {
            connected_account: {
              id: account.id,
              user_id: account.user_id,
              status: account.status,
              created_at: account.created_at,
              auth_config: {
                id: account.auth_config_id,
                auth_scheme: authConfig?.auth_scheme ?? 'UNKNOWN',
                is_vendor_managed: authConfig?.is_vendor_managed ?? false,
                is_composio_managed: authConfig?.is_vendor_managed ?? false,
              },
            },
          }
        : {}),
    });
  }
  return items;
}
