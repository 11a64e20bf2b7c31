import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FONT_OPTIONS, STUDIO_TOKENS } from '../../stories/studio/studioTokens';
import { parseTokenValue } from '../../stories/studio/tokenValue';

describe('parseTokenValue', () => {
  it('writes colours as hex, opaque except where the token may be see-through', () => {
    expect(parseTokenValue('--pb-color-primary', 'rgb(255 0 0)')).toEqual({ ok: true, value: '#ff0000' });
    expect(parseTokenValue('--pb-color-primary', '#ff000080')).toEqual({ ok: false, reason: 'must be opaque' });
    expect(parseTokenValue('--pb-color-overlay', 'rgb(15 17 23 / 0.45)')).toEqual({ ok: true, value: '#0f111773' });
    expect(parseTokenValue('--pb-color-text', 'url(x)')).toMatchObject({ ok: false });
  });

  it('reads lengths in px, durations in ms or s, plain numbers, within the slider', () => {
    expect(parseTokenValue('--pb-radius-md', ' 16px ')).toEqual({ ok: true, value: '16px' });
    expect(parseTokenValue('--pb-radius-md', '16.50px')).toEqual({ ok: true, value: '16.5px' });
    expect(parseTokenValue('--pb-radius-md', '1rem')).toMatchObject({ ok: false, reason: 'not a length in px' });
    expect(parseTokenValue('--pb-radius-md', '999px')).toMatchObject({ ok: false, reason: 'out of range: 0px to 24px' });
    expect(parseTokenValue('--pb-radius-md', '-1px')).toMatchObject({ ok: false });
    expect(parseTokenValue('--pb-duration', '0.2s')).toEqual({ ok: true, value: '200ms' });
    expect(parseTokenValue('--pb-duration', '0s')).toMatchObject({ ok: false });
    expect(parseTokenValue('--pb-line-height', '1.6')).toEqual({ ok: true, value: '1.6' });
    expect(parseTokenValue('--pb-line-height', '1.6px')).toMatchObject({ ok: false });
  });

  it("takes a font only from the select's options, however it is quoted", () => {
    expect(parseTokenValue('--pb-font-family', '"Avenir Next",Avenir,"Nunito Sans",system-ui,sans-serif')).toEqual({
      ok: true,
      value: FONT_OPTIONS[1]!.value,
    });
    expect(parseTokenValue('--pb-font-family', 'Comic Sans MS')).toMatchObject({ ok: false });
    expect(parseTokenValue('--pb-font-family', "x'; } body { background: url(evil) }")).toMatchObject({ ok: false });
  });

  it('never throws, and what it gives holds nothing that could end a declaration', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STUDIO_TOKENS.map(({ property }) => property)),
        fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom<unknown>(undefined, null, 42, {}, ['v=1'], new URLSearchParams('b=ff0000'))),
        (property, input) => {
          const value = parseTokenValue(property, input);
          if (value.ok) expect(value.value).not.toMatch(/[;{}<>\\]|url\(|\/\*/);
        },
      ),
    );
    expect(parseTokenValue('--pb-radius-md', `${'1'.repeat(100_000)}px`)).toMatchObject({ ok: false });
  });
});
