import { FixedWindowLimiter } from '@patchbay/relay/http';

export interface AssistantBudgetOptions {
  /**
   * Project-key calls the assistant may spend for one user per window:
   * reading (and creating) their session, and every MCP request of a run
   * (tool calls, connection waits). Past it the user gets 429 with Retry-After.
   * @default 50
   */
  calls?: number;
  /** Window length in milliseconds. @default 10_000 */
  windowMs?: number;
  /** Messages one user may have the assistant work on at once. @default 2 (two tabs) */
  concurrentRuns?: number;
}

/**
 * The service limits the whole project (600 calls per 10 s by default), so
 * each user gets a share: 50 here plus the relay's 100 is a quarter of it,
 * and 450 calls per window stay for everyone else while one user is at the
 * limit. A message costs about seven calls, so this is some seven messages
 * per 10 s, more than anyone types.
 */
const DEFAULTS: Required<AssistantBudgetOptions> = { calls: 50, windowMs: 10_000, concurrentRuns: 2 };

/** How soon to try again when the user's runs are all busy: a run ends within seconds unless it waits for a connection. */
const BUSY_RETRY_SECONDS = 5;

/** A run the user may start, or how long to wait before asking again. */
export type RunAdmission = { release: () => void } | { retryAfter: number };

/** Bounds what one user's messages cost the project: concurrent runs, and project-key calls per window. */
export class AssistantBudget {
  readonly #options: Required<AssistantBudgetOptions>;
  readonly #calls: FixedWindowLimiter;
  /** Users with runs going, and how many: an entry lives only while a run does, so memory follows the runs. */
  readonly #running = new Map<string, number>();

  constructor(options: AssistantBudgetOptions = {}) {
    this.#options = { ...DEFAULTS, ...options };
    this.#calls = new FixedWindowLimiter({ limit: this.#options.calls, windowMs: this.#options.windowMs });
  }

  /** Starts a run for `userId` unless they already have `concurrentRuns` going; `release` ends it (once). */
  start(userId: string): RunAdmission {
    const running = this.#running.get(userId) ?? 0;
    if (running >= this.#options.concurrentRuns) return { retryAfter: BUSY_RETRY_SECONDS };
    this.#running.set(userId, running + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.#running.get(userId) ?? 1) - 1;
        if (left > 0) this.#running.set(userId, left);
        else this.#running.delete(userId);
      },
    };
  }

  /** Charges `cost` project-key calls to `userId`: null when allowed, else the seconds until their window ends. */
  spend(userId: string, cost = 1): number | null {
    return this.#calls.hit(userId, Date.now(), cost);
  }
}
