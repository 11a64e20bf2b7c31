/** A message's forms by plural category; `#` stands for the number, formatted for the locale. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/** The form of `forms` that `count` takes in `locale` (Arabic has six), the number written as the locale writes it. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
  return (forms[rule.select(count)] ?? forms.other).replaceAll('#', format.format(count));
}

/** `options` as "a, b or c" in `locale`. */
export const eitherOf = (locale: string, options: string[]): string => new Intl.ListFormat(locale, { type: 'disjunction' }).format(options);
