/**
 * A connect flow that left the page (full-page redirect), remembered in
 * sessionStorage so the page it comes back to can finish it.
 */
export interface PendingFlow {
  nonce: string;
  /** Which hook instance may resume it (see `useConnectLink`'s `flowKey`). */
  flowKey: string;
  connectedAccountId: string;
  expiresAt: string | null;
}

const PREFIX = 'patchbay:connect:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // no window (server rendering), or storage disabled (privacy mode, sandboxed frame)
  }
}

/** False when storage is disabled or full: the flow cannot leave the page and come back. */
export function savePendingFlow(flow: PendingFlow): boolean {
  try {
    window.sessionStorage.setItem(PREFIX + flow.nonce, JSON.stringify(flow));
    return true;
  } catch {
    return false;
  }
}

export function loadPendingFlow(nonce: string): PendingFlow | null {
  const raw = storage()?.getItem(PREFIX + nonce);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingFlow;
  } catch {
    return null;
  }
}

export function clearPendingFlow(nonce: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + nonce);
  } catch {
    // Nothing was saved where there is no storage.
  }
}
