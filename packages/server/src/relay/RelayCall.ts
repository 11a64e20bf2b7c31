import { ApiError } from '../http/ApiError';

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
  /** The body as a JSON object (an empty body reads as {}); a 400 when it is not one. Edits are forwarded. */
  json(): Record<string, unknown>;
  /** GET an /api/v3 path from the service with the project key: the parsed body, or null when it answers 400 or 404. */
  read(apiPath: string): Promise<unknown>;
}

export interface RelayCallInit {
  userId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  appOrigins: readonly string[];
  bodyText: string;
  read(apiPath: string): Promise<unknown>;
}

/** A call plus the body to forward: the original text, or the re-serialized object once a binding read it. */
export function createRelayCall(init: RelayCallInit): { call: RelayCall; body(): string } {
  let parsed: Record<string, unknown> | undefined;
  const call: RelayCall = {
    userId: init.userId,
    params: init.params,
    query: init.query,
    appOrigins: init.appOrigins,
    read: init.read,
    json() {
      parsed ??= parseObject(init.bodyText);
      return parsed;
    },
  };
  // Re-serializing what was checked means the service parses exactly that (no duplicate-key tricks).
  return { call, body: () => (parsed === undefined ? init.bodyText : JSON.stringify(parsed)) };
}

function parseObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError('BAD_REQUEST', 'The request body must be a JSON object.', {
      suggestedFix: 'Send a JSON object with Content-Type: application/json.',
    });
  }
  return value as Record<string, unknown>;
}
