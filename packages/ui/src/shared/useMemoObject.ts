'use client';
import { useMemo } from 'react';

/**
 * `value` (an object literal with fixed keys), the same object for as long as
 * each of its properties stays the same: a context value that changes only
 * when what it holds changes.
 */
export function useMemoObject<T extends object>(value: T): T {
  // The properties are the dependencies.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  return useMemo(() => value, Object.values(value));
}
