/** Keys already warned about, so a problem warns once, not at every render. */
const warned = new Set<string>();

/**
 * A `console.warn`, once per `key`. Call it under `process.env.NODE_ENV !==
 * 'production'`, so production builds drop the call and its message.
 */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}
