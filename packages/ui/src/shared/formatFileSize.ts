const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as people read it, in decimal units (1 kB = 1,000 bytes, as file managers count):
 * "28 B", "980 B", "1.4 kB", "14 kB", "2.4 MB", "5 GB". One decimal below 100, none from
 * there; a size that rounds up to 1,000 moves to the next unit ("1 MB", not "1000 kB").
 */
export function formatFileSize(bytes: number): string {
  let value = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  for (let unit = 0; ; unit++) {
    const digits = unit === 0 || value >= 99.95 ? 0 : 1;
    // Number() drops a trailing ".0": "5 GB", not "5.0 GB".
    const rounded = Number(value.toFixed(digits));
    if (rounded < 1000 || unit === UNITS.length - 1) return `${rounded} ${UNITS[unit]}`;
    value /= 1000;
  }
}
