import type { Service } from '../Service';
import type { OAuthClient } from './oauthClients';

/** `providerFailed`: the provider answered a 5xx, a failure on its side rather than a refusal of this sign-in. */
export type Exchange = { ok: true; accessToken: string; refreshToken: string | null } | { ok: false; reason: string; providerFailed: boolean };

/**
 * Trades an authorization code for tokens at the provider's token endpoint,
 * over HTTP like any OAuth client would (the service answers its own origin
 * in-process).
 */
export async function exchangeCode(service: Service, origin: string, client: OAuthClient, code: string, redirectUri: string): Promise<Exchange> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  let status: number;
  let body: Record<string, unknown>;
  try {
    const response = await service.outboundFetch(
      new Request(`${origin}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      }),
      origin,
    );
    status = response.status;
    const parsed: unknown = await response.json();
    body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch (error) {
    return { ok: false, reason: `OAuth callback failed during token exchange: ${(error as Error).message}`, providerFailed: false };
  }
  if (status !== 200 || typeof body.access_token !== 'string') {
    const detail =
      typeof body.error_description === 'string' ? body.error_description : typeof body.error === 'string' ? body.error : `HTTP ${status}`;
    return { ok: false, reason: `OAuth callback failed during token exchange: ${detail}`, providerFailed: status >= 500 };
  }
  return {
    ok: true,
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
  };
}
