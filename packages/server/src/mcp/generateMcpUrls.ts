import type { GenerateMcpUrlResponse } from '@patchbay/client';

/**
 * Spec 4.6: one URL per connected account listing all user ids, and one per
 * user id listing all connected accounts; both carry the helper-actions flag.
 */
export function generateMcpUrls(mcpUrl: string, userIds: readonly string[], accountIds: readonly string[]): GenerateMcpUrlResponse {
  const list = (values: readonly string[]) => values.map(encodeURIComponent).join(',');
  const url = (params: [string, string][]) =>
    `${mcpUrl}?${[...params.filter(([, value]) => value !== ''), ['include_vendor_helper_actions', 'true']].map(([k, v]) => `${k}=${v}`).join('&')}`;
  return {
    mcp_url: mcpUrl,
    connected_account_urls: accountIds.map((id) =>
      url([
        ['connected_account_ids', encodeURIComponent(id)],
        ['user_id', list(userIds)],
      ]),
    ),
    user_ids_url: userIds.map((id) =>
      url([
        ['user_id', encodeURIComponent(id)],
        ['connected_account_ids', list(accountIds)],
      ]),
    ),
  };
}
