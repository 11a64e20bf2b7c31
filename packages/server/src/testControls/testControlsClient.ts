import type { ConnectedAccount, ErrorEnvelope } from '@patchbay/client';
import type { AccessEndReason } from '../connectedAccounts/endAccountAccess';
import type { FaultStatus } from './toolkitFaults';
import type { ClearedToolkitFaults, ClockState, ToolkitFaultList, ToolkitFaultState } from './testControlsWire';

/**
 * What the controls use of a service started in this process (a
 * `PatchbayServer`: `createPatchbayServer`, a test server's `server`).
 */
export interface InProcessTarget {
  fetch: (request: Request) => Promise<Response>;
  readonly store: object;
  readonly orgApiKey: string;
}

/** A service started in this process, or one running elsewhere. */
export type TestControlsTarget = InProcessTarget | { url: string; orgApiKey: string; fetch?: typeof fetch };

export interface ToolkitFailure {
  /** The status the toolkit answers instead of its own (429 comes with Retry-After); leave it out to only delay. */
  status?: FaultStatus;
  /** How many calls meet it. @default 1 */
  times?: number;
  /** How long each call waits first (past 30 s the call times out). @default 0 */
  delayMs?: number;
  /** With status 429: the seconds the toolkit's `Retry-After` asks for (0 to 3600). @default 1 */
  retryAfterSeconds?: number;
  /** Only calls made for this project. @default every project */
  projectId?: string;
}

/** The service's test controls, typed; each call rejects with a TestControlsError when the service refuses it. */
export interface TestControls {
  /** Ends an ACTIVE account's access: EXPIRED with the reason, and `composio.connected_account.expired`. */
  expireAccount(id: string, reason?: AccessEndReason, options?: { projectId?: string }): Promise<ConnectedAccount>;
  /** Where service time stands. */
  clock(): Promise<ClockState>;
  /** Moves service time forward by `seconds` (a positive whole number); due links expire and due retries go out at once. */
  advanceClock(seconds: number): Promise<ClockState>;
  /** Makes the next calls to the toolkit's API, through the proxy or a tool, fail or wait. */
  failToolkit(slug: string, failure: ToolkitFailure): Promise<ToolkitFaultState>;
  /** The toolkit's faults still waiting for calls. */
  toolkitFaults(slug: string): Promise<ToolkitFaultList>;
  /** Removes the toolkit's faults (of one project, or all). */
  clearToolkitFaults(slug: string, options?: { projectId?: string }): Promise<ClearedToolkitFaults>;
}

/** A test control the service refused: its HTTP status and error slug (off, the controls answer as unknown paths do). */
export class TestControlsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly slug: string | null,
  ) {
    super(message);
    this.name = 'TestControlsError';
  }
}

/** Where an in-process service is addressed: nothing listens there, requests go straight to its `fetch`. */
const IN_PROCESS_ORIGIN = 'http://patchbay.test';

const isInProcess = (target: TestControlsTarget): target is InProcessTarget => 'store' in target;

/**
 * The test controls of a service started with `testControls: true` (or
 * `patchbay-server --test-controls`), called with its organization key:
 * in-process through the server's own `fetch`, or over HTTP at `url`.
 */
export function testControls(target: TestControlsTarget): TestControls {
  const base = isInProcess(target) ? IN_PROCESS_ORIGIN : target.url.replace(/\/+$/, '');
  const send = isInProcess(target) ? target.fetch : (target.fetch ?? globalThis.fetch);

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'x-org-api-key': target.orgApiKey };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await send(
      new Request(`${base}/api/v3/test_helpers${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (response.ok) return parsed as T;
    const error = (parsed as Partial<ErrorEnvelope> | undefined)?.error;
    // Off, the controls' paths are unknown ones: not found, or not the organization key's.
    const off = error?.slug === 'wrong_key_scheme' || (response.status === 404 && error?.message?.startsWith('No endpoint') === true);
    const hint = off ? ' (is the service running with test controls on?)' : '';
    throw new TestControlsError(`${method} ${path}: ${error?.message ?? `HTTP ${response.status}`}${hint}`, response.status, error?.slug ?? null);
  }

  const project = (projectId: string | undefined) => (projectId === undefined ? {} : { project_id: projectId });
  const slugPath = (slug: string) => `/toolkits/${encodeURIComponent(slug)}/faults`;

  return {
    expireAccount: (id, reason = 'token_expired', options = {}) =>
      call('POST', `/connected_accounts/${encodeURIComponent(id)}/expire`, { reason, ...project(options.projectId) }),
    clock: () => call('GET', '/clock'),
    advanceClock: (seconds) => call('POST', '/clock/advance', { seconds }),
    failToolkit: (slug, failure) =>
      call('POST', slugPath(slug), {
        ...(failure.status === undefined ? {} : { status: failure.status }),
        ...(failure.times === undefined ? {} : { times: failure.times }),
        ...(failure.delayMs === undefined ? {} : { delay_ms: failure.delayMs }),
        ...(failure.retryAfterSeconds === undefined ? {} : { retry_after_seconds: failure.retryAfterSeconds }),
        ...project(failure.projectId),
      }),
    toolkitFaults: (slug) => call('GET', slugPath(slug)),
    clearToolkitFaults: (slug, options = {}) =>
      call('DELETE', `${slugPath(slug)}${options.projectId === undefined ? '' : `?project_id=${encodeURIComponent(options.projectId)}`}`),
  };
}
