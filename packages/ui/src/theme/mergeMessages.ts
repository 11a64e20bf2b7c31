import { warnOnce } from './warnOnce';

/** `T` with every section optional, down to each string or function. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Keys that would reach an object's prototype rather than a message (an override parsed from JSON may hold them). */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function mergeAt(base: unknown, override: object, path: string): unknown {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override) as [string, unknown][]) {
    if (value === undefined || UNSAFE_KEYS.has(key)) continue;
    const at = path ? `${path}.${key}` : key;
    const current = result[key];
    // A key the base lacks is a new entry of an open record (a scheme's name); any other keeps its kind of value.
    if (current !== undefined && typeof value !== typeof current) {
      if (process.env.NODE_ENV !== 'production') {
        warnOnce(
          `override:${at}`,
          `@patchbay/ui: the messages override has a ${typeof value} for "${at}", which is a ${typeof current}; keeping the locale's.`,
        );
      }
      continue;
    }
    result[key] = value && typeof value === 'object' ? mergeAt(current, value, at) : value;
  }
  return result;
}

/**
 * `base` with every string or function present in `override` replaced, section
 * by section. A value of another kind than the base's (a string where a message
 * is a function) keeps the base's, with a development-only warning.
 */
export function mergeMessages<T>(base: T, override: DeepPartial<T>): T {
  return mergeAt(base, override, '') as T;
}

/** `mergeMessages` for one section (`section`, to name a key in the warning: `dropzone.prompt`). */
export function mergeSection<T>(base: T, override: DeepPartial<T>, section: string): T {
  return mergeAt(base, override, section) as T;
}
