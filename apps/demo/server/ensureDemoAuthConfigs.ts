import type { AuthScheme, PatchbayClient } from '@patchbay/client';

/** The sandbox apps the Integrations page features: OAuth2, API key and no auth. */
export const FEATURED_TOOLKITS = ['patchbay_oauth_demo', 'patchbay_apikey_demo', 'patchbay_noauth_demo'] as const;

/**
 * Creating auth configs is an admin operation at the relay, so the demo sets
 * up one for each featured app on start, when it has none: every user can
 * connect them at once.
 */
export async function ensureDemoAuthConfigs(client: PatchbayClient): Promise<void> {
  for (const slug of FEATURED_TOOLKITS) {
    // Disabled ones count: an app an admin turned off stays off across restarts.
    const existing = await client.authConfigs.list({ toolkit_slug: slug, show_disabled: true, limit: 1 });
    if (existing.items.length > 0) continue;
    const details = await client.toolkits.get(slug);
    const managed = details.vendor_managed_auth_schemes.length > 0;
    const scheme = (details.auth_schemes[0] ?? 'NO_AUTH') as AuthScheme;
    await client.authConfigs.create({
      toolkit: { slug },
      ...(managed ? {} : { auth_config: { type: 'use_custom_auth' as const, auth_scheme: scheme } }),
    });
  }
}
