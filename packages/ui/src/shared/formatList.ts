/**
 * Several names in a row, as language `locale` lists them: `plain` for a short
 * list ("Work, Personal" in English, "Work、Personal" in Japanese and Chinese,
 * "Work und Personal" in German), `conjunction` for a list whose
 * last item joins with the language's "and" ("A, B, and 2 more"; "A, B und 2
 * weitere"), `disjunction` for alternatives, any one of which will do, joined
 * with its "or" ("PDF or PNG"; "PDF oder PNG"; "PDF או PNG"). Intl's `unit`
 * lists are for measures ("3 ft 7 in"): Chinese joins them with nothing.
 */
export const formatList = (names: string[], locale: string, type: 'plain' | 'conjunction' | 'disjunction' = 'plain'): string =>
  new Intl.ListFormat(locale, {
    type: type === 'disjunction' ? 'disjunction' : 'conjunction',
    style: type === 'plain' ? 'narrow' : 'long',
  }).format(names);
