import { ApiError } from './http/ApiError';
import { enforceManagedAuthConfigPolicy, mayCreate, policyToolkits } from './managedAuthConfigPolicy';
import type { RelayCall } from './RelayCall';

/** The auth_config variants that carry nothing of the app's own: the service's defaults, under either vendor name. */
const MANAGED_TYPES = new Set(['use_vendor_managed_auth', 'use_composio_managed_auth']);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.keys(value).length === 0);

/** Whether `config` (the body's auth_config) asks for nothing but the service's defaults. */
function asksForDefault(config: unknown): boolean {
  if (config === undefined) return true;
  const fields = config !== null && typeof config === 'object' ? (config as Record<string, unknown>) : null;
  return (
    fields !== null &&
    (fields.type === undefined || (typeof fields.type === 'string' && MANAGED_TYPES.has(fields.type))) &&
    Object.keys(fields).every((key) => key === 'type' || isEmpty(fields[key]))
  );
}

/**
 * Creating an auth config. An admin's own config (a name, credentials,
 * custom auth, tool lists) goes on as sent. What a connect flow sends on a
 * user's behalf (nothing but the toolkit: the project's default
 * vendor-managed config, as the vendor's `toolkits.authorize` and session
 * links make it) is decided by the relay's one policy
 * (enforceManagedAuthConfigPolicy): for any user only when the toolkit has
 * no config yet (409 when it has an enabled one), for a non-admin only for a
 * toolkit `managedAuthConfigs` allows, and never for a toolkit an admin
 * turned off. Such creates of one toolkit are run one at a time in this
 * relay, and those that meet one in flight share its answer, so racing
 * users make one config.
 */
export async function vendorManagedAuthConfig(call: RelayCall): Promise<void> {
  const body = call.json();
  const config = body.auth_config;
  const byDefault = asksForDefault(config);
  if (call.isAdmin && !byDefault) return;
  const toolkit = body.toolkit;
  const slug = toolkit !== null && typeof toolkit === 'object' ? (toolkit as Record<string, unknown>).slug : undefined;
  if (typeof slug !== 'string' || slug === '') {
    throw new ApiError('BAD_REQUEST', 'body.toolkit.slug is required: the toolkit to connect.', {
      errors: ['body.toolkit.slug: required'],
      suggestedFix: "Pass { toolkit: { slug: 'github' } }.",
    });
  }
  const [checked = slug] = policyToolkits(slug, 'body.toolkit.slug');
  if (!byDefault) {
    throw new ApiError('FORBIDDEN', 'Only the vendor-managed auth config can be created through the relay.', {
      errors: ['body.auth_config: only { type: "use_vendor_managed_auth" } is allowed'],
      suggestedFix: "Create auth configs with your own credentials from the app's backend.",
    });
  }
  // Exactly the service's defaults go on: a vendor-managed config with no credentials and no restrictions.
  delete body.auth_config;
  body.toolkit = { slug: checked };
  // Only a caller who may create it waits for (and shares) a create of the same toolkit in flight.
  if (mayCreate(call, checked)) await call.coalesce(`authConfigs.create:${checked}`);
  await enforceManagedAuthConfigPolicy(call, { toolkits: [checked], field: 'body.toolkit.slug', intent: 'create' });
}
