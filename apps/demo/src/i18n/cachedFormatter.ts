const made = new Map<string, unknown>();

/**
 * The `Intl` formatter named by `key`, made once by `make` and shared: a list formats every row with one, and
 * making one is far dearer than using it. A key names the formatter's kind, language and options.
 */
export function cachedFormatter<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}
