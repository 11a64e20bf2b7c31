import type { ConnectedAccount, ConnectedAccountLatestLink } from '@patchbay/client';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { Service } from '../Service';
import type { Store } from '../collections/Store';
import { deepFreeze } from '../deepFreeze';
import { stampedCacheOf, StampedCacheKind } from '../store/StampedCache';
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

/** What an account shows of its auth config. */
type AuthConfigShown = Pick<AuthConfigRecord, 'auth_scheme' | 'is_vendor_managed' | 'status'>;

/** Each store's auth configs as accounts show them, by id, kept while nothing in the store changes (no secret of theirs is kept). */
const AUTH_CONFIGS_SHOWN = new StampedCacheKind<string, AuthConfigShown | undefined>(1000);

function authConfigShown(store: Store, id: string): AuthConfigShown | undefined {
  return stampedCacheOf(store, AUTH_CONFIGS_SHOWN).get(store, id, () => {
    const config = store.get('auth_configs', id);
    return config && Object.freeze({ auth_scheme: config.auth_scheme, is_vendor_managed: config.is_vendor_managed, status: config.status });
  });
}

function wireOf(account: ConnectedAccountRecord, authConfig: AuthConfigShown | undefined, link: LinkSessionRecord | undefined): ConnectedAccount {
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
 * A page of accounts as `toConnectedAccountWire` gives each, with their
 * newest links read in one query rather than one per account, and their auth
 * configs as kept while the store is unchanged.
 */
export function toConnectedAccountWires(service: Service, accounts: readonly ConnectedAccountRecord[]): ConnectedAccount[] {
  if (accounts.length === 0) return [];
  const links = newestLinks(service.store, accounts);
  return accounts.map((account) => wireOf(account, authConfigShown(service.store, account.auth_config_id), links.get(account.id) ?? undefined));
}

/** Each store's newest link of an account (null: it has none), by the account's id, kept while nothing in the store changes. */
const NEWEST_LINKS = new StampedCacheKind<string, LinkSessionRecord | null>(1000);

/** The newest link of each of `accounts` (null for none): those not kept are read in one query. */
function newestLinks(store: Store, accounts: readonly ConnectedAccountRecord[]): Map<string, LinkSessionRecord | null> {
  return stampedCacheOf(store, NEWEST_LINKS).getAll(
    store,
    accounts.map((account) => account.id),
    (missing) => {
      const found = new Map(store.newestBy('link_sessions', 'connected_account_id', missing).map((link) => [link.connected_account_id, link]));
      // Shared by the requests that read it while it is kept.
      return new Map(missing.map((id) => [id, deepFreeze(found.get(id)) ?? null]));
    },
  );
}
