import type { AuthConfigRecord } from '../authConfigs/records';

/**
 * When the vendor retired its initiate (`POST /connected_accounts`) for the
 * OAuth configs it manages, in favour of `connected_accounts/link`
 * (2026-04-24), as an RFC 9745 `Deprecation` date: `@` and epoch seconds.
 */
export const INITIATE_DEPRECATED_AT = '@1776988800';
/** The vendor's notice of the change. */
export const INITIATE_DEPRECATION_NOTICE = 'https://docs.composio.dev/docs/changelog/2026/04/24';

/** An auth config whose initiate the vendor refuses (400, naming the link endpoint): OAuth, managed by the vendor. */
export function initiateIsDeprecated(authConfig: AuthConfigRecord): boolean {
  return authConfig.is_vendor_managed && authConfig.auth_scheme === 'OAUTH2';
}

/**
 * What a deprecated initiate answers besides the account, which it still
 * creates (older SDKs call nothing else): the `Deprecation` and `Link`
 * headers (the notice, and the link endpoint under the same API prefix as
 * its successor) and the answer's `warning`.
 */
export function initiateDeprecation(apiPrefix: string): { headers: Record<string, string>; warning: string } {
  const successor = `${apiPrefix}/connected_accounts/link`;
  return {
    headers: {
      Deprecation: INITIATE_DEPRECATED_AT,
      Link: `<${INITIATE_DEPRECATION_NOTICE}>; rel="deprecation"; type="text/html", <${successor}>; rel="successor-version"`,
    },
    warning:
      `POST ${apiPrefix}/connected_accounts is deprecated for OAuth auth configs managed by the platform: ` +
      `connect with POST ${successor} instead (same fields: auth_config_id, user_id, callback_url). ` +
      'The vendor refuses this call for such configs; this service still answers it.',
  };
}
