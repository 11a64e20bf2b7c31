/**
 * The JSON text of answers made from parts serialized before: the service's
 * `c.json` (see compressAnswers) sends it rather than serializing the answer
 * again. Only for values nothing changes after: the text must stay exactly
 * `JSON.stringify(value)`, which test/knownJsonText.test.ts holds it to.
 */
const texts = new WeakMap<object, string>();

/** `value`, remembered with its JSON text. */
export function withKnownJsonText<T extends object>(value: T, text: string): T {
  texts.set(value, text);
  return value;
}

/** The JSON text remembered for `value`, if any. */
export function knownJsonText(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? texts.get(value) : undefined;
}

/**
 * A page with its JSON text made from its items' remembered texts: the
 * page's own fields are all that is serialized per answer. An item without a
 * text is serialized.
 */
export function pageWithKnownJsonText<P extends { items: readonly object[] }>(page: P): P {
  // JSON.stringify writes keys in the object's order: a page whose first key is not `items` is left to it.
  if (Object.keys(page)[0] !== 'items') return page;
  const { items, ...rest } = page;
  const fields = JSON.stringify(rest);
  const itemTexts = items.map((item) => knownJsonText(item) ?? JSON.stringify(item));
  return withKnownJsonText(page, `{"items":[${itemTexts.join(',')}]${fields === '{}' ? '}' : `,${fields.slice(1)}`}`);
}
