import type { RecordStore } from './RecordStore';

/** `fn`'s reads on one snapshot of `store` (see RecordStore.snapshot), or as they come from a store that has none. */
export function readSnapshot<R>(store: Pick<RecordStore<never>, 'snapshot'>, fn: () => R): R {
  return store.snapshot ? store.snapshot(fn) : fn();
}
