import type { BodyTimeouts } from '@patchbay/relay/http';
import type { Catalog } from './catalog';
import type { Clock } from './clock';
import type { ObjectStorage } from './files/ObjectStorage';
import type { Store } from './collections/Store';
import type { TestControlState } from './testControls/testControlState';

/**
 * Everything a handler may reach besides its request: one instance per
 * running server, handed to handlers through `c.var.service`.
 */
export interface Service {
  readonly store: Store;
  /** The bytes of uploads and binary proxy responses, on disk. */
  readonly objects: ObjectStorage;
  readonly catalog: Catalog;
  /** Service time: the configured clock, plus how far the test controls moved it (`testState.clock`). */
  readonly clock: Clock;
  /**
   * Whether the test controls are on (`createPatchbayServer({ testControls: true })`,
   * `patchbay-server --test-controls`): the `test_helpers` endpoints and
   * anything else meant only for testing an app against the service.
   */
  readonly testControls: boolean;
  /** The clock offset and toolkit faults the test controls set. */
  readonly testState: TestControlState;
  /**
   * fetch for calls the service makes itself (proxy, OAuth code exchange,
   * webhook delivery). A call made for a request passes the origin that
   * request reached the service at: URLs on it (the sandbox, the OAuth
   * provider) are answered in-process, so the built-in toolkits work the same
   * when the service runs inside a test. Nothing about origins is kept
   * between requests: what a Host header says is never remembered.
   */
  readonly outboundFetch: (request: Request, ownOrigin?: string) => Promise<Response>;
  /** How long a request body may take to arrive (JSON, form and MCP bodies; uploads have their own idle rule). */
  readonly bodyTimeouts: BodyTimeouts;
  /** Work that runs after a response (webhook delivery); awaited by `idle()` in tests. */
  readonly background: BackgroundTasks;
}

export interface BackgroundTasks {
  /** Runs `task` after the current request, keeping track of it until it settles. */
  run(task: () => Promise<void>): void;
  /** Calls `task` every `ms` until the service closes. */
  every(ms: number, task: () => Promise<void> | void): void;
  /** Resolves once no task is running. */
  idle(): Promise<void>;
  stop(): void;
}
