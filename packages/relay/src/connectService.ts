import { ApiError } from './http/ApiError';
import type { ServiceFetch } from './RelayOptions';

/** Where an in-process service believes it is reached; never handed to browsers (publicPaths rewrites it). */
export const IN_PROCESS_BASE_URL = 'http://patchbay.internal';

export type KeyKind = 'project' | 'org' | 'none';

export interface ServiceRequest {
  method: string;
  /** Path and query from the service root, e.g. '/api/v3/connected_accounts?user_ids=u1'. */
  path: string;
  /** Made for this request: the key is added to them. */
  headers: Headers;
  body?: BodyInit | null;
  signal?: AbortSignal | undefined;
  key: KeyKind;
}

/** The relay's only way to the service: it adds the key and turns network failures into a 502 envelope. */
export interface ServiceConnection {
  /** The base URL the service sees, and so the one it writes into the URLs it hands out. */
  readonly baseUrl: string;
  send(request: ServiceRequest): Promise<Response>;
  /**
   * GETs a path from the API root (`/api/v3/...`) with the project key: the
   * parsed body, or null when the service answers 400 or 404. A 429 is
   * thrown as a 429 with the service's Retry-After; any other failure as a 502.
   */
  read(apiPath: string, signal?: AbortSignal): Promise<unknown>;
}

export interface ServiceConnectionInit {
  target: string | ServiceFetch;
  /** How a URL target is reached; undefined: the global fetch. */
  fetch: ServiceFetch | undefined;
  apiKey: string;
  orgApiKey: string | undefined;
}

/**
 * The service's own 429 for a lookup, passed on as a 429 with its
 * Retry-After: the project's quota is spent for now, the service is not down.
 */
function serviceRateLimited(response: Response): ApiError {
  // Seconds or an HTTP date, as HTTP allows; anything else reads as a second.
  const sent = response.headers.get('retry-after')?.trim() ?? '';
  const retryAfter = /^\d{1,10}$/.test(sent) || !Number.isNaN(Date.parse(sent)) ? sent : '1';
  return new ApiError('RATE_LIMITED', "The Patchbay service is rate limiting this app's project for now.", {
    suggestedFix: 'Retry once the time in the Retry-After header has passed.',
    headers: { 'retry-after': retryAfter },
  });
}

/**
 * A URL target as the service sees it, and so as it spells the URLs it hands
 * out: scheme and host lowercased, a default port (`:443`, `:80`) dropped, no
 * trailing slash. Spelled otherwise, the relay would not recognise those URLs
 * to move them under itself.
 */
function canonicalBaseUrl(target: string): string {
  const url = new URL(target);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

export function connectService(init: ServiceConnectionInit): ServiceConnection {
  const baseUrl = typeof init.target === 'string' ? canonicalBaseUrl(init.target) : IN_PROCESS_BASE_URL;
  const custom = typeof init.target === 'string' ? init.fetch : init.target;
  // The global fetch is given the URL and init as they are: a Request made first would be copied again inside it.
  const answer = (url: string, requestInit: RequestInit) => (custom ? custom(new Request(url, requestInit)) : fetch(url, requestInit));
  const keys = { project: ['x-api-key', init.apiKey], org: ['x-org-api-key', init.orgApiKey] } as const;

  async function send(request: ServiceRequest): Promise<Response> {
    const { headers } = request;
    if (request.key !== 'none') {
      const [name, value] = keys[request.key];
      if (value) headers.set(name, value);
    }
    const body = request.body ?? null;
    // duplex is required by fetch for streamed bodies (uploads through /uploads/*).
    const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, body, redirect: 'manual' };
    if (body instanceof ReadableStream) init.duplex = 'half';
    if (request.signal) init.signal = request.signal;
    try {
      return await answer(baseUrl + request.path, init);
    } catch {
      throw new ApiError('UPSTREAM_UNREACHABLE', 'The Patchbay service could not be reached.', {
        suggestedFix: 'Retry in a moment; if it keeps failing, check that the relay target is running and reachable from the app server.',
      });
    }
  }

  async function read(apiPath: string, signal?: AbortSignal): Promise<unknown> {
    const response = await send({
      method: 'GET',
      path: apiPath,
      headers: new Headers({ accept: 'application/json' }),
      key: 'project',
      ...(signal ? { signal } : {}),
    });
    if (response.status === 400 || response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status === 429) {
      await response.body?.cancel();
      throw serviceRateLimited(response);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ApiError('UPSTREAM_UNREACHABLE', `The Patchbay service could not confirm who owns this record (status ${response.status}).`, {
        suggestedFix: 'Retry in a moment; if it keeps failing, check the relay apiKey.',
      });
    }
    return response.json();
  }

  return { baseUrl, send, read };
}
