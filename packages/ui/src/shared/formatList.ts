/**
 * Several names in a row, as language `locale` lists them: `unit` for a plain
 * list ("Work, Personal"; "Work، وPersonal" in Arabic), `conjunction` for a list
 * whose last item joins with the language's "and" ("A, B, and 2 more"; "A, B und
 * 2 weitere").
 */
export const formatList = (names: string[], locale: string, type: 'unit' | 'conjunction' = 'unit'): string =>
  new Intl.ListFormat(locale, { style: type === 'unit' ? 'short' : 'long', type }).format(names);
