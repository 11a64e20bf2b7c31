const made = new Map<string, Intl.NumberFormat>();

/** `count` in the digits and grouping of the language `tag` (Arabic-Indic digits in `ar`, "1.234" in `de`); one formatter per tag. */
export function formatCount(count: number, tag: string): string {
  let format = made.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    made.set(tag, format);
  }
  return format.format(count);
}
