/* The built-in OAuth2 provider's state, as stored. */

/** The provider's own settings, a singleton in 'settings'. */
export interface ProviderSettings {
  id: 'oauth_provider';
  /** Derives the vendor's client secrets; kept in the store so they survive restarts. */
  secret: string;
}

/** A validated /oauth/authorize request waiting for the user's Allow or Deny. */
export interface AuthorizationRequestRecord {
  id: string;
  kind: 'authorization_request';
  /** The open link session whose callback the request redirects to: grants are counted per link. Absent on grants of earlier versions. */
  link_token?: string;
  client_id: string;
  toolkit_slug: string;
  redirect_uri: string;
  state: string;
  scope: string;
  expires_at: string;
}

/** Stored under the hash of the code: a leaked store does not leak usable codes. */
export interface AuthorizationCodeRecord {
  id: string;
  kind: 'authorization_code';
  /** The link of the request it answers, which counts it until it expires. Absent on grants of earlier versions. */
  link_token?: string;
  client_id: string;
  toolkit_slug: string;
  redirect_uri: string;
  scope: string;
  expires_at: string;
  used_at: string | null;
  /** Signed in with the provider-error test credential: redeeming it answers a 5xx, as a provider that is down. */
  fails_exchange?: boolean;
}

export type GrantRecord = AuthorizationRequestRecord | AuthorizationCodeRecord;
