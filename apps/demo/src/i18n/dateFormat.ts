import { cachedFormatter } from './cachedFormatter';

/** A date formatter of `language` with `options`, made once and shared (`cachedFormatter`). */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormatter(`date ${language} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}
