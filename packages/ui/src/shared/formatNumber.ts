/** A number as language `locale` writes it (`1,234` in English, `1.234` in German); `options` as `Intl.NumberFormat` takes them. */
export const formatNumber = (value: number, locale: string, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(locale, options).format(value);
