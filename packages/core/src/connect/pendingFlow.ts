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

export function savePendingFlow(flow: PendingFlow): boolean {
  const store = storage();
  if (!store) return false;
  store.setItem(PREFIX + flow.nonce, JSON.stringify(flow));
  return true;
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
  storage()?.removeItem(PREFIX + nonce);
}
