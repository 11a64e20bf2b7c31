import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseColor, type Rgba } from '../../stories/studio/colorMath';
import { contrastRatio, relativeLuminance } from '../../stories/studio/contrast';

const color = (text: string): Rgba => {
  const parsed = parseColor(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.color;
};
const ratio = (a: string, b: string) => contrastRatio(color(a), color(b));

describe('WCAG 2.x contrast', () => {
  it('relative luminance per the formula', () => {
    expect(relativeLuminance(color('#000'))).toBe(0);
    expect(relativeLuminance(color('#fff'))).toBeCloseTo(1, 12);
    expect(relativeLuminance(color('#ff0000'))).toBeCloseTo(0.2126, 12);
    expect(relativeLuminance(color('#00ff00'))).toBeCloseTo(0.7152, 12);
    expect(relativeLuminance(color('#0000ff'))).toBeCloseTo(0.0722, 12);
    // ((119/255 + 0.055) / 1.055) ^ 2.4
    expect(relativeLuminance(color('#777'))).toBeCloseTo(0.184475, 6);
    // Below the 0.04045 knee the channel is linear: 10/255/12.92.
    expect(relativeLuminance(color('#0a0a0a'))).toBeCloseTo(10 / 255 / 12.92, 12);
  });

  it('known pairs', () => {
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(ratio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(ratio('#777', '#fff')).toBeCloseTo(4.478, 3);
    expect(ratio('#767676', '#fff')).toBeCloseTo(4.542, 3);
    expect(ratio('#ff0000', '#fff')).toBeCloseTo(3.998, 3);
    expect(ratio('#ff0000', '#000')).toBeCloseTo(5.252, 3);
    expect(ratio('#4f46e5', '#fff')).toBeCloseTo(6.288, 3);
    expect(ratio('#5c7cfa', '#5c7cfa')).toBe(1);
  });

  it('is symmetric and between 1 and 21', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    const opaque = fc.record({ r: byte, g: byte, b: byte, a: fc.constant(1) });
    fc.assert(
      fc.property(opaque, opaque, (a, b) => {
        expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 12);
        expect(contrastRatio(a, b)).toBeGreaterThanOrEqual(1);
        expect(contrastRatio(a, b)).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });

  it('paints a see-through foreground over the background first', () => {
    // Half-transparent black on white is #808080 on white.
    expect(contrastRatio(color('#00000080'), color('#fff'))).toBeCloseTo(ratio('#7f7f7f', '#fff'), 2);
    expect(contrastRatio(color('#00000000'), color('#fff'))).toBe(1);
  });
});
