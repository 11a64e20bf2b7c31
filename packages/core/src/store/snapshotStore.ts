/** One value that UIs subscribe to: the part every store of this package shares. */
export interface SnapshotStore<T> {
  subscribe: (listener: () => void) => () => void;
  /** The same value until `set` replaces it. */
  getSnapshot: () => T;
  /** Replaces the value and tells every subscriber. */
  set: (next: T) => void;
}

export function createSnapshotStore<T>(initial: T): SnapshotStore<T> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set(next) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
  };
}
