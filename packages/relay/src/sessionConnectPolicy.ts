import { enforceManagedAuthConfigPolicy, MAX_POLICY_TOOLKITS, policyToolkits } from './managedAuthConfigPolicy';
import type { RelayCall } from './RelayCall';
import { ownedSession, type Binding } from './userBindings';

/** Manage connections under the service's name and the vendor's (the relay also stands in front of the vendor's service). */
const MANAGE_CONNECTIONS: ReadonlySet<string> = new Set(['PATCHBAY_MANAGE_CONNECTIONS', 'COMPOSIO_MANAGE_CONNECTIONS']);
/** The meta tool that runs other tools, Manage connections among them at the vendor's. */
const MULTI_EXECUTE: ReadonlySet<string> = new Set(['PATCHBAY_MULTI_EXECUTE_TOOL', 'COMPOSIO_MULTI_EXECUTE_TOOL']);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
/** Slugs as a service may match them: trimmed, any case. */
const slugOf = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/** The toolkits the session names an auth config for: the service connects those through it, and creates none. */
function mappedToolkits(call: RelayCall): ReadonlySet<string> {
  const mapping = ownedSession(call)?.config?.auth_configs;
  return new Set(isObject(mapping) ? Object.keys(mapping).filter((slug) => typeof mapping[slug] === 'string' && mapping[slug] !== '') : []);
}

async function enforceForSession(call: RelayCall, toolkits: readonly string[], field: string): Promise<void> {
  const mapped = mappedToolkits(call);
  await enforceManagedAuthConfigPolicy(call, { toolkits: toolkits.filter((slug) => !mapped.has(slug)), field, intent: 'connect' });
}

/**
 * A session's link (`POST .../session/{session_id}/link`) creates the
 * project's default auth config of a toolkit that has none: the relay's one
 * policy decides first (see enforceManagedAuthConfigPolicy). Runs after
 * `ownSession`, whose lookup says which toolkits the session maps a config for.
 */
export const sessionLinkPolicy: Binding = async (call) => {
  const toolkits = policyToolkits(call.json().toolkit, 'body.toolkit');
  await enforceForSession(call, toolkits, 'body.toolkit');
};

/** The toolkits a meta tool call asks Manage connections for, directly or as one of a multi-execute's tools; null when none. */
function manageConnectionsToolkits(slug: unknown, args: unknown, field: string): { toolkits: string[]; field: string } | null {
  if (MANAGE_CONNECTIONS.has(slugOf(slug))) {
    const at = `${field}.toolkits`;
    return { toolkits: policyToolkits(isObject(args) ? args.toolkits : undefined, at), field: at };
  }
  if (!MULTI_EXECUTE.has(slugOf(slug)) || !isObject(args) || !Array.isArray(args.tools)) return null;
  const asked = args.tools.flatMap((tool: unknown, index) =>
    isObject(tool) ? (manageConnectionsToolkits(tool.tool_slug, tool.arguments, `${field}.tools.${index}.arguments`)?.toolkits ?? []) : [],
  );
  if (asked.length === 0) return null;
  const toolkits = [...new Set(asked)];
  if (toolkits.length > MAX_POLICY_TOOLKITS) policyToolkits(toolkits, `${field}.tools`);
  return { toolkits, field: `${field}.tools` };
}

/** Manage connections asked for by the tool at `slugField` of the body (with its `arguments`): checked by the one policy first. */
function manageConnectionsPolicy(slugField: 'slug' | 'tool_slug'): Binding {
  return async (call) => {
    const body = call.json();
    const asked = manageConnectionsToolkits(body[slugField], body.arguments, 'body.arguments');
    if (asked) await enforceForSession(call, asked.toolkits, asked.field);
  };
}

/**
 * Manage connections starts a link for each toolkit not connected, which
 * creates the project's default auth config of one that has none: run
 * through `execute_meta` (its `slug`), alone or as one of a multi-execute's
 * tools, the relay's one policy decides first, for every toolkit named.
 * Runs after `ownSession`.
 */
export const metaManageConnectionsPolicy: Binding = manageConnectionsPolicy('slug');

/** The same for a session's `execute` (its `tool_slug`): the vendor's service runs its meta tools there too. */
export const executeManageConnectionsPolicy: Binding = manageConnectionsPolicy('tool_slug');
