/** `T` with every section optional, down to each string or function. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** `base` with every string or function present in `override` replaced, section by section. */
export function mergeMessages<T>(base: T, override: DeepPartial<T>): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined) result[key] = value && typeof value === 'object' ? mergeMessages(result[key], value) : value;
  }
  return result as T;
}
