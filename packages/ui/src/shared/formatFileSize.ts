/** Decimal units, as `Intl.NumberFormat` names them (1 kB = 1,000 bytes, as file managers count). */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size as people read it, in decimal units: "28 bytes", "1.4 kB", "14 kB",
 * "2.4 MB", "5 GB". One decimal below 100, none from there; a size that rounds
 * up to 1,000 moves to the next unit ("1 MB", not "1000 kB"). Number and unit
 * are written as language `locale` writes them ("1,4 kB" in German, "1.4
 * كيلوبايت" in Arabic). Bytes are spelled out ("28 bytes"): English has no short
 * plural for them ("28 byte").
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  for (let unit = 0; ; unit++) {
    const digits = unit === 0 || value >= 99.95 ? 0 : 1;
    // Number() drops a trailing ".0": "5 GB", not "5.0 GB".
    const rounded = Number(value.toFixed(digits));
    if (rounded < 1000 || unit === UNITS.length - 1) {
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: UNITS[unit],
        unitDisplay: unit === 0 ? 'long' : 'short',
        maximumFractionDigits: 1,
        useGrouping: false,
      }).format(rounded);
    }
    value /= 1000;
  }
}
