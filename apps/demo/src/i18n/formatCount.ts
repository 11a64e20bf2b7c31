import { cachedFormatter } from './cachedFormatter';

/** `count` in the digits and grouping of the language `tag` (Arabic-Indic digits in `ar`, "1.234" in `de`); one formatter per tag. */
export function formatCount(count: number, tag: string): string {
  return cachedFormatter(`number ${tag}`, () => new Intl.NumberFormat(tag)).format(count);
}
