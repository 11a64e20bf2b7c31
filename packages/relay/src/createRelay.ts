import { endpointPath, ENDPOINTS, withApiVersion, type ApiVersion, type EndpointName } from '@patchbay/client';
import { ApiError } from './http/ApiError';
import { bodyTextOf, statusTextOf } from './http/bodyText';
import { compressResponse } from './http/compressResponse';
import { connectService } from './connectService';
import { decodePathSegments } from './decodePathSegments';
import { errorResponse } from './http/errorResponse';
import { perOrigin } from './http/perOrigin';
import { createRelayCall } from './RelayCall';
import { AnsweredByEarlierCall, answerOf, InFlightCalls, shareAnswer, type Turn } from './inFlightCalls';
import { rateLimited } from './http/rateLimited';
import { readTextWithin } from './http/readBytesWithin';
import { allowedQuery, FILE_OPERATIONS, matchOperation, type RelayOperation } from './relayOperations';
import { publicRequestBody } from './publicRequestBody';
import type { RelayOptions, RelayUser } from './RelayOptions';
import { MAX_LOOKUPS_PER_REQUEST } from './relayRequestCost';
import { resolveRelayOptions } from './resolveRelayOptions';
import { projectTagOf } from './store/projectTagOf';
import { isPublicPath, urlRewriter, type UrlRewriter } from './rewriteServiceUrls';
import { toBrowserResponse } from './toBrowserResponse';

/** The versions the relay forwards, by their path prefix: the same rows and rules under each. */
const API_PREFIXES: readonly (readonly [string, ApiVersion])[] = [
  ['/api/v3/', 'v3'],
  ['/api/v3.1/', 'v3.1'],
];
/** Segments of `/api/v3/...` before the endpoint's own: '', 'api', 'v3' (or 'v3.1'). */
const API_SEGMENTS = 3;

/** The API version a path is under, spelled exactly (an encoded prefix is no API path); null for any other path. */
function apiVersionOf(path: string): ApiVersion | null {
  return API_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}

/** Public origins whose URL rewriters a relay keeps (see rewriterFor): made-up Host headers cannot grow it. */
const MAX_REWRITERS = 16;

/** Browser headers passed on. Everything else stays behind: cookies, authorization, any API key. */
const FORWARDED_HEADERS = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since'];

/** What onRequest reports, filled in as the request goes. */
interface Trace {
  operation: string | null;
  userId: string | null;
  forwarded: boolean;
}

function forwardedHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** GET and HEAD carry no body and change nothing. */
const isSafe = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/**
 * What aborts the service calls made for `request`: the browser's own signal
 * for a call that sends a body or changes something (an upload, a tool run),
 * so leaving stops it. A read is left to finish and its answer dropped (a
 * streamed one is cancelled as the browser stops reading): on Node's HTTP
 * adapters, reading a request's signal builds the whole web Request behind
 * it, about a tenth of a forwarded read's cost.
 */
const abortSignalOf = (request: Request): AbortSignal | undefined => (isSafe(request) ? undefined : request.signal);

function checkUserId(userId: unknown): asserts userId is string {
  const usable =
    typeof userId === 'string' &&
    userId.length > 0 &&
    userId.length <= 255 &&
    userId.trim() === userId &&
    !userId.includes(',') &&
    userId.isWellFormed() &&
    // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
    !/[\u0000-\u001f\u007f]/.test(userId);
  if (!usable) {
    // The service would trim, split or re-encode such an id, so checks and filters would act on another user's id.
    throw new ApiError('INTERNAL', "The app's authenticate() returned a user id the relay cannot bind requests to.", {
      suggestedFix: 'Return user ids of 1 to 255 characters, without commas, control characters or surrounding spaces.',
    });
  }
}

const relayFailed = () =>
  new ApiError('INTERNAL', 'The relay failed to handle this request.', {
    suggestedFix: "Retry; if it keeps failing, check the app server's logs (onRequest reports the error).",
  });

const executionNotEnabled = () =>
  new ApiError('FORBIDDEN', 'Tool execution is not enabled in this relay.', {
    suggestedFix:
      "Set toolExecution: true in the relay's options to let signed-in users run tools with their own connected accounts and read their runs' logs.",
  });

const ambiguousPath = () =>
  new ApiError('BAD_REQUEST', 'The request path has an encoded separator, a dot segment, a double encoding or a malformed escape.', {
    errors: ['path: not in canonical form'],
    suggestedFix: 'Call the relay with @patchbay/client, or encode each path parameter once with encodeURIComponent.',
  });

const refusedOperation = () =>
  new ApiError('FORBIDDEN', 'This operation is not allowed through the relay.', {
    suggestedFix: "Call it from the app's backend with the API key, or allow it in the relay's options if end users need it.",
  });

/**
 * The relay an app mounts in its own backend: forwards the browser calls of
 * `@patchbay/client` to the service with the API key added server-side, only
 * for allowed operations, each bound to the signed-in user.
 */
export function createRelay(options: RelayOptions): (request: Request) => Promise<Response> {
  const settings = resolveRelayOptions(options);
  const { basePath } = settings;
  const service = connectService(settings);
  // Creates of one toolkit's default auth config, one at a time: racing users make one config.
  const inFlight = new InFlightCalls();

  /** The rewriter of each public origin the relay is reached at (the Host header's, when `publicOrigin` is not set), made once. */
  const rewriterFor = perOrigin(MAX_REWRITERS, (publicOrigin): UrlRewriter => urlRewriter(service.baseUrl, publicOrigin + basePath, basePath));

  /** Tells this project's budgets from another's in a shared store: made on the first call that spends, then kept. */
  let projectTag: Promise<string> | undefined;

  /** Charges one project-key call made for `userId` (forwarded or a lookup) to their budget, or refuses it with 429. */
  async function spend(userId: string): Promise<void> {
    const { rateLimit, store } = settings;
    if (!rateLimit) return;
    projectTag ??= projectTagOf(settings.apiKey);
    const retryAfter = await store.hit(`budget:${await projectTag}:${userId}`, rateLimit, 1);
    if (retryAfter !== null) throw rateLimited(rateLimit.limit, rateLimit.windowMs, retryAfter, 'per user');
  }

  /** A binding's lookup: ids that cannot name a path (empty, `.`, `..`) find nothing, like unknown ones. */
  function readEndpoint(
    name: EndpointName,
    params: Record<string, string> = {},
    query: URLSearchParams | undefined,
    signal: AbortSignal | undefined,
  ) {
    let path: string;
    try {
      path = endpointPath(ENDPOINTS[name], params);
    } catch {
      return Promise.resolve(null);
    }
    const search = query?.toString() ?? '';
    return service.read(search === '' ? path : `${path}?${search}`, signal);
  }

  function permitted(operation: RelayOperation, user: RelayUser): boolean {
    if (operation.scope === 'org') return settings.organization === 'admins' && user.isAdmin === true;
    if (!settings.allow.has(operation.name)) return false;
    const scope = FILE_OPERATIONS.has(operation.name) && settings.files === 'shared' ? 'user' : operation.scope;
    return scope === 'user' || user.isAdmin === true;
  }

  /** A hosted page, logo or upload: it carries its own credential (link token, OAuth state, URL signature), so no user and no key. */
  async function relayPublic(request: Request, pathAndQuery: string, rewriter: UrlRewriter, trace: Trace): Promise<Response> {
    trace.operation = 'public';
    const response = await service.send({
      method: request.method,
      path: pathAndQuery,
      headers: forwardedHeaders(request),
      body: await publicRequestBody(request, pathAndQuery, settings.maxBodyBytes, settings.bodyTimeouts),
      signal: abortSignalOf(request),
      key: 'none',
    });
    trace.forwarded = true;
    return toBrowserResponse(response, rewriter);
  }

  async function handle(request: Request, trace: Trace): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
      throw new ApiError('NOT_FOUND', `${url.pathname} is outside the relay's basePath '${basePath}'.`, {
        suggestedFix: 'Mount the relay at its basePath, or set basePath to where it is mounted.',
      });
    }
    const path = url.pathname.slice(basePath.length);
    // Decided on the path as the service will route it, or refused: never on a spelling the service reads another way.
    const segments = decodePathSegments(path);
    if (!segments) throw ambiguousPath();
    const publicOrigin = settings.publicOrigin ?? url.origin;
    const rewriter = settings.publicPaths ? rewriterFor(publicOrigin) : null;
    if (rewriter && isPublicPath(path)) return relayPublic(request, path + url.search, rewriter, trace);

    const user = await settings.authenticate(request);
    if (!user) {
      throw new ApiError('UNAUTHORIZED', 'Sign in to use this.', {
        suggestedFix: 'The app did not recognise a signed-in user for this request; sign in again.',
      });
    }
    checkUserId(user.userId);
    trace.userId = user.userId;

    const appOrigins = settings.appOrigins ?? [publicOrigin];
    const origin = request.headers.get('origin');
    // Browsers send Origin on every POST, PATCH and DELETE: one from another site is a forged request riding the app's cookie.
    if (!isSafe(request) && origin !== null && !appOrigins.includes(origin)) {
      throw new ApiError('FORBIDDEN', `Requests from ${origin} are not accepted by this relay.`, {
        suggestedFix: "Call the relay from the app's own pages, or add this origin to the relay's appOrigins.",
      });
    }

    const version = apiVersionOf(path);
    const matched = version === null ? null : matchOperation(request.method, segments.slice(API_SEGMENTS));
    trace.operation = matched?.operation.name ?? null;
    if (!matched || !permitted(matched.operation, user)) throw refusedOperation();
    if (matched.operation.optIn === 'toolExecution' && !settings.toolExecution) throw executionNotEnabled();

    // The forwarded call is charged up front, so a user past their budget costs the service nothing more.
    await spend(user.userId);
    // This call's turn among creates of the same default auth config (RelayCall.coalesce).
    let turn: Turn | undefined;
    let lookups = 0;
    const { call, body } = createRelayCall({
      userId: user.userId,
      params: matched.params,
      query: allowedQuery(matched.operation, url.searchParams),
      appOrigins,
      isAdmin: user.isAdmin === true,
      managedAuthConfigs: settings.managedAuthConfigs,
      bodyText: isSafe(request) ? '' : await readTextWithin(request, settings.maxBodyBytes, settings.bodyTimeouts),
      read: async (name, params, query) => {
        // A further lookup would be a bug in the rules: stopped before it costs the service a call.
        if (++lookups > MAX_LOOKUPS_PER_REQUEST) throw new Error(`${name}: more than ${MAX_LOOKUPS_PER_REQUEST} lookup for one request`);
        await spend(user.userId);
        return readEndpoint(name, params, query, abortSignalOf(request));
      },
      coalesce: async (key) => {
        if (turn) throw new Error('coalesce: at most once per request');
        turn = await inFlight.take(key);
        const { earlier } = turn;
        if (!earlier) return;
        turn.end(earlier);
        throw new AnsweredByEarlierCall(earlier);
      },
    });
    // Runs the bindings, then forwards exactly what they checked.
    const bindAndForward = async (): Promise<Response> => {
      for (const bind of matched.operation.bindings) await bind(call);

      // What the bindings checked is exactly what is sent: the re-serialized body and query.
      const headers = forwardedHeaders(request);
      const text = body();
      if (text !== '') headers.set('content-type', 'application/json');
      const search = call.query.toString();
      // The path rebuilt from the matched row under the version asked for, each parameter encoded once: the service routes it to this very endpoint.
      const forwardedPath = withApiVersion(endpointPath(ENDPOINTS[matched.operation.name], matched.params), version ?? 'v3');
      const response = await service.send({
        method: request.method,
        path: forwardedPath + (search === '' ? '' : `?${search}`),
        headers,
        body: isSafe(request) ? null : text,
        signal: abortSignalOf(request),
        key: ENDPOINTS[matched.operation.name].key,
      });
      trace.forwarded = true;
      if (!turn) return toBrowserResponse(response, rewriter);
      // The calls waiting for this one get its success answer too.
      const shared = response.ok ? await shareAnswer(response) : null;
      turn.end(shared);
      return toBrowserResponse(shared ? answerOf(shared) : response, rewriter);
    };
    try {
      return await bindAndForward();
    } catch (error) {
      if (!(error instanceof AnsweredByEarlierCall)) throw error;
      return toBrowserResponse(answerOf(error.answer), rewriter);
    } finally {
      // A call refused or failed ends its turn with no answer: the next one checks for itself.
      turn?.end(null);
    }
  }

  return async (request) => {
    const started = performance.now();
    const trace: Trace = { operation: null, userId: null, forwarded: false };
    let response: Response;
    let failure: unknown;
    try {
      response = await handle(request, trace);
      // API answers only: public paths (pages, logos, uploads, downloads) go out as the service sent them.
      if (settings.compression && trace.operation !== 'public') {
        response = await compressResponse(request, response, {
          ...settings.compression,
          bodyText: bodyTextOf(response),
          statusText: statusTextOf(response),
        });
      }
    } catch (error) {
      // The relay never throws: a bug here or in the app's authenticate() is a 500 envelope, reported through onRequest.
      if (!(error instanceof ApiError)) failure = error;
      response = errorResponse(error instanceof ApiError ? error : relayFailed());
    }
    const event = { request, ...trace, status: response.status, durationMs: performance.now() - started };
    try {
      settings.onRequest?.(failure === undefined ? event : { ...event, error: failure });
    } catch {
      // A throwing logger must not turn an answer into a crash.
    }
    return response;
  };
}
