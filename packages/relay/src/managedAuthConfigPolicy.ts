import { ApiError } from './http/ApiError';
import type { RelayCall } from './RelayCall';

/**
 * Auth configs read in the policy's one lookup: every config of the toolkits
 * asked about, but for projects with more than this many of them (then a
 * toolkit the page does not show is taken as having none).
 */
export const POLICY_LOOKUP_LIMIT = 100;

/** Toolkits one call may ask the policy about (the session meta tools take at most 20 at a time). */
export const MAX_POLICY_TOOLKITS = 20;

/** What a call through the relay is about to do with the toolkits it names. */
export interface PolicyAsk {
  /** The toolkit slugs, checked to be non-empty strings without commas. */
  toolkits: readonly string[];
  /** Where they are in the request, for the error: e.g. 'body.toolkit.slug'. */
  field: string;
  /**
   * 'create': an auth config create on a user's behalf, which makes the
   * project's default one (refused when the toolkit has an enabled config
   * already). 'connect': a link or Manage connections, which the service
   * serves through an enabled config, or creates the default one for a
   * toolkit that has none.
   */
  intent: 'create' | 'connect';
}

interface SeenConfig {
  toolkit?: { slug?: unknown } | null;
  toolkit_slug?: unknown;
  status?: unknown;
  id?: unknown;
}

function notOffered(slugs: readonly string[], field: string): ApiError {
  const named = slugs.map((slug) => `'${slug}'`).join(', ');
  return new ApiError('FORBIDDEN', 'This app cannot be connected here yet: it is not set up for this app.', {
    errors: slugs.map((slug) => `${field}: '${slug}' has no auth config and users may not create one`),
    suggestedFix: `Create the auth config of ${named} from the app's backend, or list it in the relay's managedAuthConfigs option (true allows every toolkit).`,
  });
}

function turnedOff(slug: string, configId: string | undefined, field: string): ApiError {
  return new ApiError('AUTH_CONFIG_DISABLED', `Connecting '${slug}' is turned off: an admin disabled its auth config.`, {
    errors: [`${field}: every auth config of '${slug}' is disabled`],
    suggestedFix: `An admin can enable it${configId ? ` (PATCH /api/v3/auth_configs/${configId}/ENABLED)` : ''}; nothing else turns it back on.`,
  });
}

function alreadySetUp(slug: string): ApiError {
  return new ApiError('CONFLICT', `The project already has an auth config for '${slug}'.`, {
    suggestedFix: 'Connect through it: list auth configs with toolkit_slug, and use an ENABLED one.',
  });
}

/** Whether the relay's `managedAuthConfigs` setting lets this user's call make a toolkit's default config (admins: any). */
export function mayCreate(call: RelayCall, slug: string): boolean {
  const policy = call.managedAuthConfigs;
  return call.isAdmin || policy === true || (Array.isArray(policy) && policy.includes(slug));
}

/**
 * The relay's one policy on the project's vendor-managed auth configs, for
 * every call that can make the service create one on a user's behalf
 * (`authConfigs.create`, a session's link, Manage connections run through
 * `execute_meta` or `execute`). The service creates the toolkit's default
 * config whenever it has none, and the vendor's service does the same, so
 * the relay decides before forwarding, with one read of the project's auth
 * configs of those toolkits (disabled ones too):
 *
 * - a toolkit with an enabled config: the call goes on ('create' is refused
 *   with 409: the project has one already);
 * - a toolkit whose every config is disabled: refused, 422
 *   `auth_config_disabled`, for admins too: a toolkit an admin turned off
 *   stays off, by every path;
 * - a toolkit with no config: the call would create one, so it goes on only
 *   when the user is an admin or `managedAuthConfigs` allows the toolkit;
 *   otherwise 403.
 */
export async function enforceManagedAuthConfigPolicy(call: RelayCall, ask: PolicyAsk): Promise<void> {
  const toolkits = [...new Set(ask.toolkits)];
  if (toolkits.length === 0) return;
  const query = new URLSearchParams({ toolkit_slug: toolkits.join(','), show_disabled: 'true', limit: String(POLICY_LOOKUP_LIMIT) });
  const page = (await call.read('authConfigs.list', {}, query)) as { items?: unknown; next_cursor?: unknown } | null;
  const items = Array.isArray(page?.items) ? (page.items as (SeenConfig | null)[]) : [];
  // A full page may leave some configs unseen: then only what it shows is known.
  const complete = page !== null && (page.next_cursor === null || page.next_cursor === undefined);
  const forbidden: string[] = [];
  for (const slug of toolkits) {
    const configs = items.filter((config) => (config?.toolkit?.slug ?? config?.toolkit_slug) === slug);
    if (configs.some((config) => config?.status === 'ENABLED')) {
      if (ask.intent === 'create') throw alreadySetUp(slug);
      continue;
    }
    if (configs.length > 0) {
      // Some configs, none enabled among those seen: with every one seen, an admin turned the toolkit off.
      if (complete) throw turnedOff(slug, typeof configs[0]?.id === 'string' ? configs[0].id : undefined, ask.field);
      if (ask.intent === 'create') throw alreadySetUp(slug);
      continue;
    }
    // None seen: the service would create the toolkit's default config.
    if (!mayCreate(call, slug)) forbidden.push(slug);
  }
  if (forbidden.length > 0) throw notOffered(forbidden, ask.field);
}

/** The longest toolkit slug a policy reads (the service refuses longer ones too). */
const MAX_SLUG_LENGTH = 255;

/** What is wrong with a field that takes one slug, in words an admin reads at that field. */
function oneSlugProblem(slug: string): string {
  if (slug === '') return 'must not be empty';
  if (slug.length > MAX_SLUG_LENGTH) return `must be at most ${MAX_SLUG_LENGTH} characters`;
  return 'must be one slug, without commas';
}

/**
 * The toolkit slugs at `field`: a non-empty list of non-empty strings without
 * commas (a comma would name other toolkits in the lookup), at most
 * MAX_POLICY_TOOLKITS; anything else is a 400 before anything is read.
 */
export function policyToolkits(value: unknown, field: string): string[] {
  const list = typeof value === 'string' ? [value] : value;
  const usable =
    Array.isArray(list) &&
    list.length > 0 &&
    list.length <= MAX_POLICY_TOOLKITS &&
    list.every((slug) => typeof slug === 'string' && slug !== '' && slug.length <= MAX_SLUG_LENGTH && !slug.includes(','));
  if (!usable) {
    const message = typeof value === 'string' ? oneSlugProblem(value) : `toolkit slugs: 1 to ${MAX_POLICY_TOOLKITS} non-empty strings without commas`;
    throw new ApiError('BAD_REQUEST', `${field} must name the toolkits to connect.`, {
      errors: [`${field}: ${message}`],
      fieldErrors: [{ path: field.split('.'), code: 'invalid_value', message }],
      suggestedFix: `Name 1 to ${MAX_POLICY_TOOLKITS} toolkits by their slugs.`,
    });
  }
  return list as string[];
}
