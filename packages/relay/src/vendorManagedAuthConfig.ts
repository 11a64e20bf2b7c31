import { ApiError } from './http/ApiError';
import type { RelayCall } from './RelayCall';

/** The auth_config variants that carry nothing of the app's own: the service's defaults, under either vendor name. */
const MANAGED_TYPES = new Set(['use_vendor_managed_auth', 'use_composio_managed_auth']);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.keys(value).length === 0);

function notOffered(slug: string, why: string): ApiError {
  return new ApiError('FORBIDDEN', `This app cannot be connected here yet: ${why}`, {
    errors: [`body.toolkit.slug: '${slug}' has no enabled auth config and users may not create one`],
    suggestedFix:
      "Create the toolkit's auth config from the app's backend, or list it in the relay's managedAuthConfigs option (true allows every toolkit).",
  });
}

/**
 * Creating an auth config: admins as they like; any other signed-in user
 * only the project's vendor-managed one, for a toolkit the `managedAuthConfigs`
 * policy allows and the project has no auth config for. That is what the
 * vendor's `toolkits.authorize` and session links do on a user's behalf: no
 * credentials or tool restrictions of the user's choosing, and a toolkit an
 * admin disabled stays disabled.
 */
export async function vendorManagedAuthConfig(call: RelayCall): Promise<void> {
  if (call.isAdmin) return;
  const body = call.json();
  const toolkit = body.toolkit;
  const slug = toolkit !== null && typeof toolkit === 'object' ? (toolkit as Record<string, unknown>).slug : undefined;
  if (typeof slug !== 'string' || slug === '' || slug.includes(',')) {
    throw new ApiError('BAD_REQUEST', 'body.toolkit.slug is required: the toolkit to connect.', {
      errors: ['body.toolkit.slug: required'],
      suggestedFix: "Pass { toolkit: { slug: 'github' } }.",
    });
  }
  const policy = call.managedAuthConfigs;
  if (policy === false || (Array.isArray(policy) && !policy.includes(slug))) throw notOffered(slug, 'it is not set up for this app.');

  const config = body.auth_config;
  if (config !== undefined) {
    const fields = config !== null && typeof config === 'object' ? (config as Record<string, unknown>) : null;
    const managed =
      fields !== null &&
      (fields.type === undefined || (typeof fields.type === 'string' && MANAGED_TYPES.has(fields.type))) &&
      Object.keys(fields).every((key) => key === 'type' || isEmpty(fields[key]));
    if (!managed) {
      throw new ApiError('FORBIDDEN', 'Only the vendor-managed auth config can be created through the relay.', {
        errors: ['body.auth_config: only { type: "use_vendor_managed_auth" } is allowed'],
        suggestedFix: "Create auth configs with your own credentials from the app's backend.",
      });
    }
  }
  // Exactly the service's defaults go on: a vendor-managed config with no credentials and no restrictions.
  delete body.auth_config;
  body.toolkit = { slug };

  // Disabled ones included: a toolkit an admin turned off is not turned back on by a new config.
  const query = new URLSearchParams({ toolkit_slug: slug, show_disabled: 'true', limit: '1' });
  const page = (await call.read('authConfigs.list', {}, query)) as { items?: unknown[] } | null;
  if (Array.isArray(page?.items) && page.items.length > 0) {
    throw new ApiError('CONFLICT', `The project already has an auth config for '${slug}'.`, {
      suggestedFix: 'Connect through it: list auth configs with toolkit_slug, and use an ENABLED one (an admin can enable a disabled one).',
    });
  }
}
