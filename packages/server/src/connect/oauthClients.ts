import { createHmac, timingSafeEqual } from 'node:crypto';
import { secret } from '../ids';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { Service } from '../Service';

/** An OAuth client registered at the built-in provider, for one toolkit. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  toolkitSlug: string;
}

const VENDOR_CLIENT_PREFIX = 'vendor-';

function providerSecret(service: Service): string {
  const existing = service.store.get('settings', 'oauth_provider');
  if (existing?.id === 'oauth_provider') return existing.secret;
  return service.store.put('settings', { id: 'oauth_provider', secret: secret('') }).secret;
}

/** The vendor's own OAuth app for a toolkit, used by vendor-managed auth configs. */
export function vendorClient(service: Service, toolkitSlug: string): OAuthClient {
  const clientId = VENDOR_CLIENT_PREFIX + toolkitSlug;
  const clientSecret = createHmac('sha256', providerSecret(service)).update(clientId).digest('base64url');
  return { clientId, clientSecret, toolkitSlug };
}

/** The client an auth config signs in with: the caller's own app (custom) or the vendor's. */
export function clientForAuthConfig(service: Service, config: AuthConfigRecord): OAuthClient {
  const { client_id: clientId, client_secret: clientSecret } = config.credentials;
  if (!config.is_vendor_managed && typeof clientId === 'string' && typeof clientSecret === 'string') {
    return { clientId, clientSecret, toolkitSlug: config.toolkit_slug };
  }
  return vendorClient(service, config.toolkit_slug);
}

/**
 * Every registration of `clientId`: the vendor's app for an OAuth toolkit,
 * and each custom OAUTH2 auth config that declares it (creating such a
 * config is how a caller's own app gets registered at the simulated provider).
 */
export function findClients(service: Service, clientId: string): OAuthClient[] {
  const clients: OAuthClient[] = [];
  if (clientId.startsWith(VENDOR_CLIENT_PREFIX)) {
    const toolkit = service.catalog.toolkit(clientId.slice(VENDOR_CLIENT_PREFIX.length));
    if (toolkit?.authSchemes.includes('OAUTH2')) clients.push(vendorClient(service, toolkit.slug));
  }
  for (const config of service.store.find('auth_configs', { where: { auth_scheme: 'OAUTH2' } })) {
    if (config.auth_scheme === 'OAUTH2' && !config.is_vendor_managed && config.credentials.client_id === clientId) {
      clients.push(clientForAuthConfig(service, config));
    }
  }
  return clients;
}

export function secretMatches(client: OAuthClient, given: string): boolean {
  const a = Buffer.from(client.clientSecret);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
