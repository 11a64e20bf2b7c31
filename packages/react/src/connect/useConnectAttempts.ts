'use client';
import { connectAttempts } from '@patchbay/core';
import { useSyncExternalStore } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The accounts a connect flow of this page (`useConnectLink`,
 * `useConnectToolkit`, the kit's dialogs) is waiting on: the link made, the
 * user not done yet. Give it to `connectionStateOf`, which calls only these
 * `reconnecting`. Empty on the server and until a flow waits.
 */
export function useConnectAttempts(): ReadonlySet<string> {
  return useSyncExternalStore(connectAttempts.subscribe, connectAttempts.getSnapshot, () => NONE);
}
