import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_COLOR_LENGTH, mixSrgb, oklchToRgb, parseColor, rgbToHsl, rgbToOklch, hslToRgb, toHex, type Rgba } from '../../stories/studio/colorMath';

const hexOf = (input: string) => {
  const parsed = parseColor(input);
  return parsed.ok ? toHex(parsed.color) : parsed.reason;
};
const byte = fc.integer({ min: 0, max: 255 });
const opaque = fc.record({ r: byte, g: byte, b: byte, a: fc.constant(1) });

describe('parseColor', () => {
  it('reads hex in its four lengths', () => {
    expect(hexOf('#fff')).toBe('#ffffff');
    expect(hexOf('#F0A')).toBe('#ff00aa');
    expect(hexOf('#ff000080')).toBe('#ff000080');
    expect(hexOf('#f008')).toBe('#ff000088');
    expect(hexOf('  #4F46E5  ')).toBe('#4f46e5');
  });

  it('reads rgb() and hsl() in both CSS syntaxes', () => {
    expect(hexOf('rgb(255, 0, 0)')).toBe('#ff0000');
    expect(hexOf('rgba(255,0,0,0.5)')).toBe('#ff000080');
    expect(hexOf('rgb(255 0 0 / 50%)')).toBe('#ff000080');
    expect(hexOf('rgb(100% 50% 0%)')).toBe('#ff8000');
    expect(hexOf('rgb(15 17 23 / 0.45)')).toBe('#0f111773');
    expect(hexOf('hsl(0, 100%, 50%)')).toBe('#ff0000');
    expect(hexOf('hsl(120deg 100% 25%)')).toBe('#008000');
    expect(hexOf('hsla(240, 100%, 50%, .5)')).toBe('#0000ff80');
    expect(hexOf('hsl(-120 100% 50%)')).toBe('#0000ff');
    // Out of range, CSS clamps.
    expect(hexOf('rgb(300, -5, 0)')).toBe('#ff0000');
  });

  it('says "not a colour" to anything else, and never throws', () => {
    const hostile = [
      '',
      'red',
      '#ggg',
      '#12345',
      'url(https://evil.example/x.png)',
      '#fff;} body { display: none }',
      'rgb(0,0,0);}',
      'rgb(1e999, 0, 0)',
      'rgb(0 0)',
      'expression(alert(1))',
      'hsl(10%, 50%, 50%)',
      'rgb(10deg, 0, 0)',
      `#${'f'.repeat(1_000_000)}`,
    ];
    for (const input of hostile)
      expect(parseColor(input), input.slice(0, 40)).toMatchObject({ ok: false, reason: expect.stringMatching(/not a colour/) });
    // A colour padded past the cap is refused before any pattern runs on it.
    expect(parseColor(`${' '.repeat(MAX_COLOR_LENGTH)}#fff`)).toEqual({
      ok: false,
      reason: `not a colour: longer than ${MAX_COLOR_LENGTH} characters`,
    });
    for (const input of [undefined, null, 42, {}, ['#fff']]) expect(parseColor(input)).toMatchObject({ ok: false });
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const parsed = parseColor(input);
        // Whatever comes in, what goes out is hex: nothing of the input reaches a stylesheet.
        if (parsed.ok) expect(toHex(parsed.color)).toMatch(/^#[0-9a-f]{6}(?:[0-9a-f]{2})?$/);
      }),
    );
  });
});

describe('conversions', () => {
  it('HSL: known colours both ways, and back to the same hex', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0, a: 1 })).toEqual({ h: 0, s: 1, l: 0.5 });
    expect(rgbToHsl({ r: 0, g: 128, b: 0, a: 1 })).toMatchObject({ h: 120, s: 1 });
    expect(toHex(hslToRgb({ h: 240, s: 1, l: 0.5 }))).toBe('#0000ff');
    fc.assert(
      fc.property(opaque, (color) => {
        expect(toHex(hslToRgb(rgbToHsl(color)))).toBe(toHex(color));
      }),
    );
  });

  it('OKLCH: white is L 1, black L 0, greys have no chroma, and colours come back as they were', () => {
    expect(rgbToOklch({ r: 255, g: 255, b: 255, a: 1 }).l).toBeCloseTo(1, 4);
    expect(rgbToOklch({ r: 0, g: 0, b: 0, a: 1 }).l).toBeCloseTo(0, 6);
    expect(rgbToOklch({ r: 119, g: 119, b: 119, a: 1 }).c).toBe(0);
    // A reference value (Ottosson's OKLab): pure red.
    const red = rgbToOklch({ r: 255, g: 0, b: 0, a: 1 });
    expect(red.l).toBeCloseTo(0.628, 3);
    expect(red.c).toBeCloseTo(0.2577, 3);
    expect(red.h).toBeCloseTo(29.23, 1);
    fc.assert(
      fc.property(opaque, (color) => {
        expect(toHex(oklchToRgb(rgbToOklch(color)))).toBe(toHex(color));
      }),
    );
  });

  it('OKLCH out of gamut: chroma goes, lightness and hue stay', () => {
    const shown = oklchToRgb({ l: 0.9, c: 0.4, h: 29 });
    const back = rgbToOklch(shown);
    expect(back.l).toBeCloseTo(0.9, 2);
    expect(back.h).toBeCloseTo(29, 0);
    expect(back.c).toBeLessThan(0.4);
  });

  it('color-mix in srgb mixes the encoded channels', () => {
    const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
    const black: Rgba = { r: 0, g: 0, b: 0, a: 1 };
    expect(toHex(mixSrgb(white, 0.8, black))).toBe('#cccccc');
    expect(toHex(mixSrgb(white, 1, black))).toBe('#ffffff');
  });
});
