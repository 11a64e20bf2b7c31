'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseControllableStateParams<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  prop?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Called with the new value whenever it changes, in the handler that changed it. */
  onChange?: ((value: T) => void) | undefined;
  /** The component's name, for the development warning. */
  caller?: string;
}

/** Warns once each time `controlled` flips: a component should be one or the other for its lifetime. */
function useWarnOnModeSwitch(controlled: boolean, caller: string) {
  const wasControlled = useRef(controlled);
  useEffect(() => {
    if (wasControlled.current !== controlled) {
      const [from, to] = controlled ? ['uncontrolled', 'controlled'] : ['controlled', 'uncontrolled'];
      console.warn(
        `${caller} is changing from ${from} to ${to}. Components should not switch from controlled to uncontrolled (or vice versa). Decide between using a controlled or uncontrolled value for the lifetime of the component.`,
      );
    }
    wasControlled.current = controlled;
  }, [controlled, caller]);
}

/**
 * A prop a component holds itself unless its app controls it, as Radix's
 * `useControllableState`: `prop` wins when defined, `setValue` updates the
 * own state only when uncontrolled, and `onChange` hears every change. Unlike
 * Radix, `onChange` runs in the setter (not an effect), so it precedes what the
 * handler does next.
 */
export function useControllableState<T>({ prop, defaultProp, onChange, caller = 'A component' }: UseControllableStateParams<T>) {
  const [own, setOwn] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;

  // The warning is for development: production builds drop it, hook and all (the condition is fixed per build).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (process.env.NODE_ENV !== 'production') useWarnOnModeSwitch(controlled, caller);

  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      if (next !== value) onChange?.(next);
    },
    [controlled, value, onChange],
  );
  return [value, setValue] as const;
}
