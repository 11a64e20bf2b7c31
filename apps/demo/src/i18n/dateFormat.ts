const made = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter of `language` with `options`, made once and shared: a list formats every row with it, and
 * making one is far dearer than using it.
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    made.set(key, format);
  }
  return format;
}
