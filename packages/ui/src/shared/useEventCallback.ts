'use client';
import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * One function for the component's lifetime that calls `handler` as of the
 * latest render: an event handler that sees fresh state and props yet keeps a
 * memoized context value the same. Not for calling while rendering.
 */
export function useEventCallback<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  // Before any layout effect or event of the commit can call it, and without the server's layout-effect warning in React 18.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
