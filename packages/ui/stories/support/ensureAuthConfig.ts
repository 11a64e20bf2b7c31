import type { AuthScheme, PatchbayClient } from '@patchbay/client';

/**
 * The id of an enabled auth config of `toolkit` (with `scheme`, when given),
 * created on first use: the service in Storybook starts empty.
 */
export async function ensureAuthConfig(client: PatchbayClient, toolkit: string, scheme?: AuthScheme): Promise<string> {
  const existing = await client.authConfigs.list({ toolkit_slug: toolkit, show_disabled: false });
  const match = existing.items.find((config) => !scheme || config.auth_scheme === scheme);
  if (match) return match.id;
  const created = await client.authConfigs.create({
    toolkit: { slug: toolkit },
    ...(scheme ? { auth_config: { type: 'use_custom_auth' as const, auth_scheme: scheme } } : {}),
  });
  return created.auth_config.id;
}
