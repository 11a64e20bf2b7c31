import type { ConnectedAccountRecord } from '../connectedAccounts/records';

/**
 * The headers that authenticate a request with an account's credentials, by
 * the auth scheme of its auth config. The caller never sends these (spec 5.6).
 */
export function credentialHeaders(authScheme: string, account: ConnectedAccountRecord): Record<string, string> {
  const creds = account.credentials;
  switch (authScheme) {
    case 'NO_AUTH':
      return {};
    case 'BASIC': {
      const pair = `${creds.username ?? ''}:${creds.password ?? ''}`;
      return { authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
    }
    case 'BEARER_TOKEN':
      return bearer(creds.token ?? creds.bearer_token ?? creds.access_token);
    case 'API_KEY':
      return creds.api_key ? { 'x-api-key': creds.api_key } : {};
    default:
      // OAuth and anything else that holds a token.
      if (creds.access_token) return bearer(creds.access_token);
      return creds.api_key ? { 'x-api-key': creds.api_key } : {};
  }
}

function bearer(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
