const UNITS = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/** How long ago `date` was, in language `locale` ("3 days ago", "yesterday", "vor 3 Tagen"); `justNow` under a minute. */
export function formatTimeAgo(date: Date, now: Date, locale: string, justNow: string): string {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}
