/** Per-call options, accepted as the last argument of every client function. */
export interface RequestOptions {
  /** Aborts the call, including any pending retry; the call rejects with `PatchbayAbortError`. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call (per attempt; `0` disables). */
  timeoutMs?: number;
  /** Extra headers for this call; they win over the client's headers. */
  headers?: Record<string, string>;
  /** Overrides the client's `retries` for this call. Only GET, PUT, DELETE and HEAD are ever retried. */
  retries?: number;
}
