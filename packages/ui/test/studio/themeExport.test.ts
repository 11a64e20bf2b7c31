import { describe, expect, it } from 'vitest';
import { checkPalette, generatePalette } from '../../stories/studio/palette';
import { normalizeState, type StudioState } from '../../stories/studio/studioState';
import { COLOR_PROPERTIES } from '../../stories/studio/studioTokens';
import { brandingRequest, providerSettings, themeCss } from '../../stories/studio/themeExport';

const ACME: StudioState = {
  name: 'Acme CRM',
  brand: '#ff0000',
  colors: { light: { '--pb-color-surface': '#fff8e1' }, dark: {} },
  tokens: { '--pb-radius-md': '16px', '--pb-font-family': 'Inter, system-ui, sans-serif', '--pb-duration': '200ms' },
};

/** The declarations of the rule whose selector list is exactly `selectors` (written one per line). */
function declarationsOf(css: string, ...selectors: string[]): Map<string, string> {
  const rule = [...css.matchAll(/([^{};]*)\{([^{}]*)\}/g)].find(([, prelude = '']) => prelude.trim().split(/,\s*/).join(',') === selectors.join(','));
  expect(rule, selectors.join(',')).toBeDefined();
  return new Map([...(rule?.[2] ?? '').matchAll(/(--pb-[a-z0-9-]+): ([^;]+);/g)].map(([, name = '', value = '']) => [name, value]));
}

describe('themeCss', () => {
  const css = themeCss(ACME);
  const palette = generatePalette('#ff0000', ACME.colors);

  it('sets every colour for light and for the dark variant, under the sanitised name', () => {
    const light = declarationsOf(css, "[data-pb-theme='acme-crm']");
    const dark = declarationsOf(css, "[data-pb-theme='acme-crm-dark']");
    expect(Object.fromEntries(light)).toEqual(palette.light);
    expect(Object.fromEntries(dark)).toEqual(palette.dark);
    expect(light.get('--pb-color-surface')).toBe('#fff8e1');
    expect([...light.keys()]).toEqual([...COLOR_PROPERTIES]);
  });

  it("sits in the kit's tokens layer, with the shared tokens in both and the duration only without reduced motion", () => {
    expect(css).toMatch(/^\/\* Patchbay theme studio: theme acme-crm, brand #ff0000\. \*\/\n@layer patchbay\.tokens \{\n/);
    expect(Object.fromEntries(declarationsOf(css, "[data-pb-theme='acme-crm']", "[data-pb-theme='acme-crm-dark']"))).toEqual({
      '--pb-radius-md': '16px',
      '--pb-font-family': 'Inter, system-ui, sans-serif',
    });
    expect(css).toContain(
      "  @media (prefers-reduced-motion: no-preference) {\n    [data-pb-theme='acme-crm'],\n    [data-pb-theme='acme-crm-dark'] {\n      --pb-duration: 200ms;\n    }\n  }\n",
    );
    // Balanced braces: the stylesheet cannot leak into the app's.
    expect(css.split('{').length).toBe(css.split('}').length);
  });

  it('writes nothing of a hostile state but the studio values', () => {
    const hostile = themeCss({
      name: "x'] {} body { display: none } [a='",
      brand: 'red;}',
      colors: { light: { '--pb-color-text': 'url(https://evil.example)' }, dark: { '--pb-color-bg': '#000; } *{' } },
      tokens: { '--pb-radius-md': '1px; } body {', '--pb-font-family': "x'; } *{" },
    });
    expect(hostile).not.toMatch(/evil|url\(|red;|\*\{|1px;/);
    // The layer and the two colour rules: no rule of the input's.
    expect(hostile.match(/\{/g)).toHaveLength(3);
    expect(hostile.match(/\}/g)).toHaveLength(3);
    expect(hostile).toContain("[data-pb-theme='x-body-display-none-a'] {");
    expect(declarationsOf(hostile, "[data-pb-theme='x-body-display-none-a']").get('--pb-color-text')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is AA throughout when nothing is set by hand', () => {
    const plain = { ...ACME, colors: { light: {}, dark: {} } };
    expect(checkPalette(generatePalette(plain.brand)).every((check) => check.passes)).toBe(true);
    expect(themeCss(plain)).toContain(`--pb-color-primary: ${generatePalette('#ff0000').light['--pb-color-primary']};`);
  });
});

describe('providerSettings', () => {
  it("names the theme, and its dark variant, with the hosted page's scheme", () => {
    expect(providerSettings(ACME)).toEqual({
      light: { theme: 'acme-crm', hostedTheme: 'light' },
      dark: { theme: 'acme-crm-dark', hostedTheme: 'dark' },
    });
  });
});

describe('brandingRequest', () => {
  it("is the branding endpoint's body, with the light brand colour as #rrggbb", () => {
    const body = brandingRequest(ACME);
    expect(body).toEqual({ branding: { accent_color: generatePalette('#ff0000', ACME.colors).light['--pb-color-primary'] } });
    expect(body.branding?.accent_color).toMatch(/^#[0-9a-f]{6}$/);
    // A brand colour set by hand is the one the page gets.
    expect(brandingRequest({ ...ACME, colors: { light: { '--pb-color-primary': '#123456' }, dark: {} } })).toEqual({
      branding: { accent_color: '#123456' },
    });
    expect(normalizeState(ACME).name).toBe('acme-crm');
  });
});
