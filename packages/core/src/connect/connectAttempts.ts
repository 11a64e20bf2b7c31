import { createSnapshotStore } from '../store/snapshotStore';

/**
 * The accounts a connect flow of this page is waiting on: its link made, the
 * user not done yet. An attempt the service shows as pending but no flow
 * here waits on (another tab's, a closed one's, or one given up before the
 * service heard of it) is no attempt under way for this page.
 */
export interface ConnectAttempts {
  subscribe: (listener: () => void) => () => void;
  /** The account ids; the same set until a flow starts or stops waiting. */
  getSnapshot: () => ReadonlySet<string>;
}

const waitingOn = new Map<object, string>();
const store = createSnapshotStore<ReadonlySet<string>>(new Set());

/** The connect attempts under way in this page (every store of `createConnectStore` reports to it). */
export const connectAttempts: ConnectAttempts = { subscribe: store.subscribe, getSnapshot: store.getSnapshot };

/** Records the account `owner`'s flow waits on, or that it waits on none (null). */
export function reportConnectAttempt(owner: object, accountId: string | null): void {
  if ((waitingOn.get(owner) ?? null) === accountId) return;
  if (accountId) waitingOn.set(owner, accountId);
  else waitingOn.delete(owner);
  store.set(new Set(waitingOn.values()));
}
