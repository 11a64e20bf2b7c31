'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** What the stores of `@patchbay/core` offer a binding. */
interface CoreStore<Options> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => unknown;
  configure: (options: Options) => void;
  dispose: () => void;
}

/**
 * One store of `@patchbay/core` per component, and its snapshot: created on
 * the first render, given the options of each render, disposed on unmount.
 */
export function useCoreStore<Options, Store extends CoreStore<Options>>(
  create: (options: Options) => Store,
  options: Options,
): [Store, ReturnType<Store['getSnapshot']>] {
  const [store] = useState(() => create(options));
  // After each render: the store reads options and callbacks when it needs them, so inline functions cause no restarts.
  useEffect(() => store.configure(options));
  useEffect(() => store.dispose, [store]);
  const getSnapshot = store.getSnapshot as () => ReturnType<Store['getSnapshot']>;
  return [store, useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)];
}
