/**
 * A Patchbay query key: `'patchbay'`, then `parts`, typed as the exact tuple.
 * Every key starts the same, so a prefix invalidates a whole branch.
 */
export const patchbayKey = <const T extends readonly unknown[]>(...parts: T) => ['patchbay', ...parts] as const;
