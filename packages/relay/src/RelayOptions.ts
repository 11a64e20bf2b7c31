import type { BodyTimeouts } from './http/BodyTimeouts';
import type { CompressionOptions } from './http/CompressionOptions';
import type { RelayOperationName } from './relayOperations';
import type { RelayStore } from './store/RelayStore';

/** The signed-in end user a relayed request acts for. */
export interface RelayUser {
  /**
   * The id the user's connected accounts, trigger instances, tool router
   * sessions and MCP instances are created under and checked against.
   * 1 to 255 characters, no commas (lists are comma-separated on the wire)
   * and no leading or trailing spaces (the service trims them).
   */
  userId: string;
  /**
   * May use admin-scope operations listed in `allow`, and org-scope ones
   * when `organization` is 'admins'.
   * @default false
   */
  isAdmin?: boolean;
}

/** A service answered in-process, e.g. `(request) => server.fetch(request)`. */
export type ServiceFetch = (request: Request) => Promise<Response>;

/** One handled request, for logging. */
export interface RelayRequestEvent {
  request: Request;
  /** The operation name, 'public' for a forwarded public path, null when refused before an operation matched. */
  operation: string | null;
  /** null when the request was not authenticated (public paths, 401). */
  userId: string | null;
  /** The status the browser got. */
  status: number;
  /** Whether the request reached the service (lookups made to check ownership do not count). */
  forwarded: boolean;
  durationMs: number;
  /** What went wrong when the relay answered 500 because of a bug (its own, or a throwing `authenticate`). */
  error?: unknown;
}

/** A fixed-window budget of calls to the service. */
export interface RelayRateLimit {
  /** Project-key calls allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export interface RelayOptions {
  /**
   * The service: its base URL (e.g. 'http://127.0.0.1:8787'), or a fetch
   * function answering it in-process. An in-process service sees requests at
   * 'http://patchbay.internal', so it needs `publicPaths` (the default).
   * Required.
   */
  target: string | ServiceFetch;
  /** fetch used to reach a URL `target`. @default globalThis.fetch */
  fetch?: ServiceFetch;
  /** The project API key, added to every project operation. Never sent to browsers. Required. */
  apiKey: string;
  /** The organization API key, added to org-scope operations; required when `organization` is 'admins'. @default none */
  orgApiKey?: string;
  /**
   * The path the relay is mounted at; browsers call `${basePath}/api/v3/...`,
   * or `${basePath}/api/v3.1/...` (the same operations and rules, forwarded
   * under the version asked for), with the client's `baseUrl` the app's origin + this path.
   * @default '/patchbay'
   */
  basePath?: string;
  /**
   * The app's own session check (cookie, JWT...). null answers 401. Must not
   * read the request body: the relay forwards it.
   * Required.
   */
  authenticate: (request: Request) => RelayUser | null | Promise<RelayUser | null>;
  /**
   * Operations the relay forwards (names of `RELAY_OPERATIONS`). Admin-scope
   * ones listed here are open to users with `isAdmin` only.
   * @default DEFAULT_ALLOW: every user-scope operation, plus the files operations
   */
  allow?: readonly RelayOperationName[];
  /**
   * Organization operations (projects, with the org key): 'admins' opens
   * them to users with `isAdmin`; false refuses them.
   * @default false
   */
  organization?: false | 'admins';
  /**
   * Who may list files and request uploads. The service keeps no owner on
   * files (they are project-wide and de-duplicated by MD5), so the relay
   * cannot bind them to a user: 'shared' opens them to every signed-in user
   * (each sees every file name and can probe whether an MD5 exists).
   * @default 'admins'
   */
  files?: 'admins' | 'shared';
  /**
   * Serve the service's public pages (`/connect/*`, `/oauth/*`, `/logos/*`,
   * `/uploads/*`) under `basePath`, and rewrite the service's URLs in its
   * answers (redirect_url, logos, presigned upload URLs...) to point there,
   * so browsers only ever talk to the app's origin. false hands out the
   * service's own URLs, which browsers must then reach directly (needs a
   * URL `target`).
   * @default true
   */
  publicPaths?: boolean;
  /**
   * The origin browsers reach the app at (e.g. 'https://app.example.com'),
   * for rewritten URLs and the default `appOrigins`. Set it in production:
   * the default comes from the Host header, which a caller can forge.
   * @default the origin of each request
   */
  publicOrigin?: string;
  /**
   * Origins the app's pages are served from. Calls other than GET whose
   * Origin header names another origin are refused (CSRF), and the hosted
   * page may send users back (callback_url, redirect_url) only to these, so
   * the app's origin does not become an open redirect.
   * @default [publicOrigin]
   */
  appOrigins?: readonly string[];
  /**
   * Calls to the service each signed-in user's requests may spend per
   * window, so one user cannot spend the whole project's quota: every
   * forwarded call and every lookup that checks ownership counts (a request
   * costs at most 3: a session's link reads its owner and the toolkit's
   * auth configs). Past it the user gets 429 with Retry-After. Counted
   * in `store`; false turns it off.
   * @default { limit: 100, windowMs: 10_000 } (a sixth of the service's default project limit)
   */
  rateLimit?: RelayRateLimit | false;
  /**
   * Where `rateLimit` is counted. The default counts in this process, in
   * bounded memory (the oldest windows are forgotten past 10,000 users at
   * once), so each instance of the relay gives a user a budget of their
   * own; `redisStore()` of `@patchbay/relay/redis` gives them one across
   * every instance that shares the Redis.
   * @default memoryStore()
   */
  store?: RelayStore;
  /**
   * The largest JSON body the relay reads, counted as it streams in
   * (chunked bodies too); larger ones get 413 before anything is forwarded.
   * Hosted page forms and OAuth token requests under `publicPaths` are read
   * within it too; uploads are streamed through, and the service applies its
   * own limits to them.
   * @default 1_048_576 (1 MiB, the service's own JSON limit)
   */
  maxBodyBytes?: number;
  /**
   * How long a request body may take to arrive: `idleMs` between two chunks,
   * `totalMs` for the whole body. Past either, the relay answers 408 and
   * forwards nothing, so a client trickling bytes cannot hold a request open.
   * Applies to JSON bodies and to the bodies of hosted pages and OAuth token
   * requests under `publicPaths`; uploads are streamed through and the
   * service's own idle timeout stops those that stall.
   * @default { idleMs: 10_000, totalMs: 30_000 }
   */
  bodyTimeouts?: Partial<BodyTimeouts>;
  /**
   * Let signed-in users run tools: `tools.execute`, and `execute` and
   * `execute_meta` of their own tool router sessions. Tools act at
   * third-party apps with the user's connected accounts (creating tasks,
   * sending messages...), so this is off until the app turns it on; then
   * each call is bound to the user like every other (user_id forced, a
   * named account and the session must be the user's). When off, those
   * operations answer 403 saying so.
   * @default false
   */
  toolExecution?: boolean;
  /**
   * Which toolkits a signed-in non-admin's calls may make the project's
   * default vendor-managed auth config for, when the project has none: a
   * connect flow's `authConfigs.create`, a session's link, or Manage
   * connections run through `execute_meta` or `execute` (the service, like the
   * vendor's, creates it on a link). One policy decides every such path before
   * forwarding, with one read of the project's auth configs of the toolkits
   * named: no credentials or tool restrictions come from the user, and a
   * toolkit whose every config an admin disabled stays off for everyone,
   * admins included (422 `auth_config_disabled`). `true`: any toolkit; a list
   * of toolkit slugs: those only; `false`: users connect only toolkits an
   * admin set up (403 otherwise). Admins may make any toolkit's default
   * config, and their own configs (a name, credentials) when `allow` includes
   * 'authConfigs.create'.
   * @default true
   */
  managedAuthConfigs?: boolean | readonly string[];
  /**
   * Compresses the API's JSON answers of at least `minBytes` for browsers that accept it (`Accept-Encoding`,
   * q-values respected), with gzip through `CompressionStream`, or with the
   * `encoders` given. Hosted pages, logos, uploads and downloads under
   * `publicPaths` go out as the service sent them. Off unless given: most
   * hosts compress already (a proxy, a CDN, Next.js), and a framework that
   * handles encoded route answers badly breaks them. `{}` turns it on with
   * its defaults (`minBytes` 1024, gzip).
   * @default false
   */
  compression?: CompressionOptions | false;
  /** Called once per handled request, after its response is ready; an error it throws is ignored. @default none */
  onRequest?: (event: RelayRequestEvent) => void;
}
