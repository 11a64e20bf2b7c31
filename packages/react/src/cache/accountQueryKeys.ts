import type { QueryKey } from '@tanstack/react-query';
import { patchbayKeys } from '../queryKeys';

/**
 * Every query that shows connected accounts: their lists and details, and
 * tool router session toolkits (their `connected_account`).
 */
export function accountQueryKeys(): QueryKey[] {
  return [patchbayKeys.connectedAccounts.all(), patchbayKeys.toolRouter.all()];
}
