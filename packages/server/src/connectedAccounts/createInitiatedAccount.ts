import type { AuthConfigRecord } from '../authConfigs/records';
import { newId } from '../ids';
import type { Service } from '../Service';
import type { ConnectedAccountRecord } from './records';

export interface NewAccountInput {
  authConfig: AuthConfigRecord;
  userId: string;
  /** The account's label; undefined or null: none. The caller checks it is free. */
  alias?: string | null | undefined;
  /** SHARED with its ACL (`sharingFields`); undefined: PRIVATE. */
  sharing?: Pick<ConnectedAccountRecord, 'account_type' | 'acl_config_for_shared'> | undefined;
}

/**
 * Stores a new account of the user through the auth config, INITIATED and
 * never connected: what every connection attempt starts from, whether it
 * then waits on a link or is made ACTIVE at once.
 */
export function createInitiatedAccount(service: Service, input: NewAccountInput): ConnectedAccountRecord {
  const now = service.clock().toISOString();
  return service.store.put('connected_accounts', {
    id: newId('connectedAccount'),
    project_id: input.authConfig.project_id,
    user_id: input.userId,
    toolkit_slug: input.authConfig.toolkit_slug,
    auth_config_id: input.authConfig.id,
    status: 'INITIATED',
    status_reason: null,
    status_reason_code: null,
    credentials: {},
    is_disabled: false,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    alias: input.alias ?? null,
    connected_at: null,
    last_used_at: null,
    ...(input.sharing?.account_type === 'SHARED' && input.sharing),
  });
}
