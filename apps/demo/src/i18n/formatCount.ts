/** `count` in the digits and grouping of the language `tag` (Arabic-Indic digits in `ar`, "1.234" in `de`). */
export const formatCount = (count: number, tag: string): string => new Intl.NumberFormat(tag).format(count);
