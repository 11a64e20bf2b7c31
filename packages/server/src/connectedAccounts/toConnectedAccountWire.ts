import type { ConnectedAccount } from '@patchbay/client';
import type { Service } from '../Service';
import type { ConnectedAccountRecord } from './records';

export function toConnectedAccountWire(service: Service, account: ConnectedAccountRecord): ConnectedAccount {
  const authConfig = service.store.get('auth_configs', account.auth_config_id);
  return {
    id: account.id,
    user_id: account.user_id,
    status: account.status,
    status_reason: account.status_reason,
    status_reason_code: account.status_reason_code ?? null,
    toolkit: { slug: account.toolkit_slug },
    auth_config: {
      id: account.auth_config_id,
      auth_scheme: authConfig?.auth_scheme ?? 'UNKNOWN',
      is_vendor_managed: authConfig?.is_vendor_managed ?? false,
      is_disabled: authConfig?.status === 'DISABLED',
    },
    is_disabled: account.is_disabled,
    created_at: account.created_at,
    updated_at: account.updated_at,
    deleted_at: account.deleted_at,
  };
}
