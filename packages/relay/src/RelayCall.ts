import type { EndpointName } from '@patchbay/client';
import { parseJsonObject } from './http/parseJsonInput';

/**
 * One browser call on its way to the service, as the bindings see it: they
 * read and rewrite the query and the JSON body, and look records up.
 */
export interface RelayCall {
  /** The signed-in user every id is checked against. */
  readonly userId: string;
  /** Decoded path parameters of the matched operation. */
  readonly params: Readonly<Record<string, string>>;
  /** Forwarded as the query string once the bindings ran. */
  readonly query: URLSearchParams;
  /** Origins a callback URL may point at. */
  readonly appOrigins: readonly string[];
  /** The signed-in user is an admin of the app (`RelayUser.isAdmin`). */
  readonly isAdmin: boolean;
  /** The relay's `managedAuthConfigs` policy: which toolkits' vendor-managed auth config a user's connect flow may create. */
  readonly managedAuthConfigs: boolean | readonly string[];
  /** The body as a null-prototype JSON object (an empty body reads as {}). Edits are forwarded. */
  json(): Record<string, unknown>;
  /**
   * Calls a GET endpoint of the table with the project key: the parsed body,
   * or null when it answers 400 or 404 (or the id cannot name a path). Each
   * call counts against the user's `rateLimit`, and a request makes at most
   * MAX_LOOKUPS_PER_REQUEST of them: a list of ids is one batched read.
   */
  read(name: EndpointName, params?: Record<string, string>, query?: URLSearchParams): Promise<unknown>;
  /**
   * Runs this call after any earlier one of the same `key` still in flight in
   * this relay (at most once per call, before its lookups), so a check and
   * the create it allows are one step. When the earlier call got a success
   * answer, this call gets the same answer without reaching the service.
   */
  coalesce(key: string): Promise<void>;
}

export interface RelayCallInit {
  userId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  appOrigins: readonly string[];
  isAdmin: boolean;
  managedAuthConfigs: boolean | readonly string[];
  bodyText: string;
  read: RelayCall['read'];
  coalesce: RelayCall['coalesce'];
}

/**
 * A call plus the body to forward. A non-empty body is parsed up front with
 * the service's own hostile-input rules (depth, prototype keys, unpaired
 * surrogates) and always forwarded re-serialized: the service parses exactly
 * what the bindings saw (no duplicate-key or encoding tricks).
 */
export function createRelayCall(init: RelayCallInit): { call: RelayCall; body: () => string } {
  // An empty body stays empty unless a binding writes to it.
  let parsed: Record<string, unknown> | undefined = init.bodyText.trim() === '' ? undefined : parseJsonObject(init.bodyText);
  const call: RelayCall = {
    userId: init.userId,
    params: init.params,
    query: init.query,
    appOrigins: init.appOrigins,
    isAdmin: init.isAdmin,
    managedAuthConfigs: init.managedAuthConfigs,
    read: init.read,
    coalesce: init.coalesce,
    json: () => (parsed ??= Object.create(null) as Record<string, unknown>),
  };
  return { call, body: () => (parsed === undefined ? '' : JSON.stringify(parsed)) };
}
