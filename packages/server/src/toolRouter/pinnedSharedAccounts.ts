import { mayUseAccount } from '../connectedAccounts/accountSharing';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { Service } from '../Service';
import { pinnedAccounts } from './sessionSettings';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/**
 * Other users' accounts a session pins (for `toolkitSlug`, else for any
 * toolkit) that its user may use now: live SHARED accounts of the project
 * whose ACL lets them. The ACL is read at each call, as it may change after
 * the session pinned the account; the user's own accounts are not included.
 */
export function pinnedSharedAccounts(service: Service, session: ToolRouterSessionRecord, toolkitSlug?: string): ConnectedAccountRecord[] {
  const ids = toolkitSlug === undefined ? Object.values(session.connected_accounts).flat() : pinnedAccounts(session, toolkitSlug);
  return [...new Set(ids)].flatMap((id) => {
    const account = service.store.get('connected_accounts', id);
    const usable =
      account !== undefined &&
      account.project_id === session.project_id &&
      account.deleted_at === null &&
      account.user_id !== session.user_id &&
      (toolkitSlug === undefined || account.toolkit_slug === toolkitSlug) &&
      mayUseAccount(account, session.user_id);
    return usable ? [account] : [];
  });
}
