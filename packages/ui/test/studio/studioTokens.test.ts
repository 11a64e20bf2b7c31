import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_PROPERTIES, COLOR_TOKENS, SHARED_PROPERTIES, SHARED_TOKENS, STUDIO_TOKENS } from '../../stories/studio/studioTokens';
import { parseTokenValue } from '../../stories/studio/tokenValue';

const STYLES = resolve(import.meta.dirname, '../../src/styles');
const sheets = readdirSync(STYLES)
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(resolve(STYLES, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));
const tokensCss = sheets.find(({ file }) => file === 'tokens.css')!.css;

/** The declarations of the first rule whose selector list holds `selector`. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(selector);
  expect(start, `${selector} in the stylesheet`).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--pb-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]));
}

/** Whether a stylesheet reads the property: `var(--x)` or `var(--x, …)`, not a longer name that starts the same. */
const reads = (css: string, property: string) => new RegExp(String.raw`var\(\s*${property}\s*[,)]`).test(css);

describe('the studio tokens', () => {
  it("are all read by the kit's stylesheets", () => {
    const unread = STUDIO_TOKENS.filter(({ property }) => !sheets.some(({ css }) => reads(css, property))).map(({ property }) => property);
    expect(unread).toEqual([]);
    // The check tells a token from a longer one that starts the same.
    expect(reads('a { font-size: var(--pb-font-size-sm); }', '--pb-font-size')).toBe(false);
    expect(reads('a { font-size: var(--pb-font-size); }', '--pb-font-size')).toBe(true);
  });

  it('hold every colour a theme sets: all those of the dark theme and of the brand example', () => {
    const dark = [...declarationsOf(tokensCss, "[data-pb-theme='dark']").keys()].filter((name) => name.startsWith('--pb-color-'));
    const brand = [...declarationsOf(sheets.find(({ file }) => file === 'brandTheme.css')!.css, "[data-pb-theme='brand']").keys()].filter((name) =>
      name.startsWith('--pb-color-'),
    );
    expect(dark.length).toBeGreaterThan(15);
    expect(dark.filter((name) => !(COLOR_PROPERTIES as readonly string[]).includes(name))).toEqual([]);
    expect(brand.filter((name) => !(COLOR_PROPERTIES as readonly string[]).includes(name))).toEqual([]);
    // And no colour the kit's themes do not set.
    expect(COLOR_PROPERTIES.filter((name) => !dark.includes(name))).toEqual([]);
  });

  it("start from the kit's own values, which their controls can show", () => {
    const light = declarationsOf(tokensCss, ':root');
    for (const token of SHARED_TOKENS) {
      expect(token.defaultValue, token.property).toBe(light.get(token.property));
      expect(parseTokenValue(token.property, token.defaultValue), token.property).toEqual({ ok: true, value: token.defaultValue });
      if (token.control.type === 'slider') {
        const { min, max, step } = token.control;
        const steps = (parseFloat(token.defaultValue) - min) / step;
        expect(Math.abs(steps - Math.round(steps)), `${token.property} on a step of its slider`).toBeLessThan(1e-9);
        expect(min).toBeLessThan(max);
      }
    }
  });

  it('list each property once, with its token', () => {
    expect(COLOR_TOKENS.map(({ property }) => property)).toEqual([...COLOR_PROPERTIES]);
    expect(SHARED_TOKENS.map(({ property }) => property)).toEqual([...SHARED_PROPERTIES]);
    expect(new Set(STUDIO_TOKENS.map(({ property }) => property)).size).toBe(STUDIO_TOKENS.length);
  });

  it('each have a kind, a control and a link key of their own', () => {
    const keys = STUDIO_TOKENS.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const token of STUDIO_TOKENS) {
      expect(token.key).toMatch(/^[a-z0-9-]+$/);
      const expected = { colour: 'colour', length: 'slider', number: 'slider', duration: 'slider', font: 'select' }[token.kind];
      expect(token.control.type, token.property).toBe(expected);
    }
    // The dialog's exit waits for animationend: the duration is never 0.
    const duration = SHARED_TOKENS.find(({ property }) => property === '--pb-duration')!;
    expect(duration.control.type === 'slider' && duration.control.min).toBeGreaterThan(0);
  });
});
