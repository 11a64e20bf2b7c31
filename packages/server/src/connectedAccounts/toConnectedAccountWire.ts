import type { ConnectedAccount, ConnectedAccountLatestLink } from '@patchbay/client';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { Service } from '../Service';
import { experimentalWireOf } from './accountSharing';
import { connectedAtOf } from './connectedAt';
import { latestLinkOf } from './accountLinks';
import type { ConnectedAccountRecord, LinkSessionRecord } from './records';

function latestLinkWire(link: LinkSessionRecord | undefined): ConnectedAccountLatestLink | null {
  if (!link) return null;
  const before = link.restore;
  return {
    status: link.status,
    reconnect: Boolean(before),
    previous: before ? { status: before.status, status_reason: before.status_reason, status_reason_code: before.status_reason_code ?? null } : null,
    reason_code: link.reason_code ?? null,
    expires_at: link.expires_at,
    finished_at: link.finished_at,
  };
}

function wireOf(account: ConnectedAccountRecord, authConfig: AuthConfigRecord | undefined, link: LinkSessionRecord | undefined): ConnectedAccount {
  const wire: ConnectedAccount = {
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
      is_composio_managed: authConfig?.is_vendor_managed ?? false,
      is_disabled: authConfig?.status === 'DISABLED',
    },
    is_disabled: account.is_disabled,
    created_at: account.created_at,
    updated_at: account.updated_at,
    deleted_at: account.deleted_at,
    alias: account.alias ?? null,
    connected_at: connectedAtOf(account),
    last_used_at: account.last_used_at ?? null,
    latest_link: latestLinkWire(link),
  };
  const experimental = experimentalWireOf(account);
  return experimental ? { ...wire, experimental } : wire;
}

export function toConnectedAccountWire(service: Service, account: ConnectedAccountRecord): ConnectedAccount {
  return wireOf(account, service.store.get('auth_configs', account.auth_config_id), latestLinkOf(service, account));
}

/**
 * A page of accounts as `toConnectedAccountWire` gives each, with their auth
 * configs and newest links read in one query each rather than two per account.
 */
export function toConnectedAccountWires(service: Service, accounts: readonly ConnectedAccountRecord[]): ConnectedAccount[] {
  if (accounts.length === 0) return [];
  const configIds = [...new Set(accounts.map((account) => account.auth_config_id))];
  const authConfigs = new Map(service.store.find('auth_configs', { where: { id: configIds } }).map((config) => [config.id, config]));
  const links = new Map(
    service.store
      .newestBy(
        'link_sessions',
        'connected_account_id',
        accounts.map((account) => account.id),
      )
      .map((link) => [link.connected_account_id, link]),
  );
  return accounts.map((account) => wireOf(account, authConfigs.get(account.auth_config_id), links.get(account.id)));
}
