import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownJsonText, pageWithKnownJsonText, withKnownJsonText } from '../src/http/knownJsonText';

const item = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 6 });

describe('answers made from parts serialized before', () => {
  it("a page's text is JSON.stringify of the page, its items' texts known or not", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(item, fc.boolean()), { maxLength: 6 }),
        fc.dictionary(
          fc.string().filter((key) => key !== 'items'),
          fc.jsonValue(),
          { maxKeys: 5 },
        ),
        (entries, fields) => {
          const items = entries.map(([value, known]) => (known ? withKnownJsonText(value, JSON.stringify(value)) : value));
          const page = { items, ...fields };
          const text = knownJsonText(pageWithKnownJsonText(page));
          // A page whose keys put another first (integer-like ones) is left without a text, and serialized as it is.
          if (Object.keys(page)[0] === 'items') expect(text).toBe(JSON.stringify(page));
          else expect(text).toBeUndefined();
        },
      ),
    );
  });

  it('a page with its items first gets its text', () => {
    const page = { items: [withKnownJsonText({ a: 1 }, '{"a":1}'), { b: 2 }], next_cursor: null, total_items: 2 };
    expect(knownJsonText(pageWithKnownJsonText(page))).toBe('{"items":[{"a":1},{"b":2}],"next_cursor":null,"total_items":2}');
  });

  it('a value never given a text has none', () => {
    expect(knownJsonText({ items: [] })).toBeUndefined();
    expect(knownJsonText('text')).toBeUndefined();
    expect(knownJsonText(null)).toBeUndefined();
  });
});
