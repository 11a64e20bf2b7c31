/** The forms of a phrase by plural category of the active language; `other` is required, the rest as the language has them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & { other: (count: string) => string };

/**
 * The form of a phrase for `count` in language `tag`, chosen by `Intl.PluralRules`
 * (English has one and other; Arabic zero, one, two, few, many and other). Each
 * form gets the count written as the language writes numbers.
 */
export function plural(tag: string, count: number, forms: PluralForms): string {
  const form = forms[new Intl.PluralRules(tag).select(count)] ?? forms.other;
  return form(new Intl.NumberFormat(tag).format(count));
}
