import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePalette } from '../../stories/studio/palette';
import { DEFAULT_STATE, normalizeState } from '../../stories/studio/studioState';
import { themeCss } from '../../stories/studio/themeExport';
import { MAX_IGNORED, MAX_IMPORT_LENGTH, importTheme } from '../../stories/studio/themeImport';
import { arbitraryStudioState } from './arbitraryStudioState';

describe('importTheme', () => {
  it('reads back what themeCss wrote: the same state', () => {
    fc.assert(
      fc.property(arbitraryStudioState, (state) => {
        const { state: read, ignored } = importTheme(themeCss(state));
        expect(ignored).toEqual([]);
        expect(read).toEqual(normalizeState(state));
      }),
      { numRuns: 30 },
    );
  });

  it('reads a theme written by hand: light and dark by name, without the studio header', () => {
    const { state, ignored } = importTheme(`
      [data-pb-theme="ocean"] { --pb-color-primary: rgb(0 90 160); --pb-radius-md: 12px; --pb-color-surface: hsl(200 40% 98%) }
      [data-pb-theme="ocean-dark"] { --pb-color-text: #fafafa; }
    `);
    expect(ignored).toEqual([]);
    expect(state.name).toBe('ocean');
    // The brand is the light brand colour, which is then no edit of its own.
    expect(state.brand).toBe('#005aa0');
    expect(state.colors.light['--pb-color-primary']).toBeUndefined();
    expect(state.colors.light['--pb-color-surface']).toBe('#f8fbfc');
    expect(state.colors.dark['--pb-color-text']).toBe('#fafafa');
    expect(state.tokens).toEqual({ '--pb-radius-md': '12px' });
    // The colours not given are made from the brand around those that were.
    expect(generatePalette(state.brand, state.colors).light['--pb-color-surface']).toBe('#f8fbfc');
  });

  it('ignores, and reports, what is not a token or not valid for its token', () => {
    const { state, ignored } = importTheme(`
      @import url(https://evil.example/x.css);
      body { background: red }
      @media (prefers-color-scheme: dark) { [data-pb-theme='acme'] { --pb-color-bg: #000 } }
      [data-pb-theme='acme'], .other {
        --pb-color-primary: url(https://evil.example);
        --pb-shadow-sm: none;
        --pb-radius-md: 99px;
        --pb-font-family: Comic Sans MS;
        --pb-color-text: #111 !important;
        color-scheme: light;
        --pb-color-surface: #fffdf5;
        nonsense
      }
      @layer patchbay.tokens {
        [data-pb-theme='acme'] { --pb-color-bg: #fff;} * { color: red; --pb-color-text: #000 }
        --pb-color-muted: #777
      }
    `);
    expect(state.name).toBe('acme');
    expect(state.colors.light).toEqual({ '--pb-color-surface': '#fffdf5', '--pb-color-bg': '#ffffff' });
    expect(state.tokens).toEqual({});
    expect(state.brand).toBe(DEFAULT_STATE.brand);
    expect(ignored).toEqual([
      { what: '@import url(https://evil.example/x.css)', reason: 'outside a theme rule' },
      { what: '--pb-color-muted: #777', reason: 'outside a theme rule' },
      { what: 'body', reason: "not a [data-pb-theme='…'] selector" },
      { what: "[data-pb-theme='acme']", reason: 'inside @media (prefers-color-scheme: dark)' },
      { what: '.other', reason: "not a [data-pb-theme='…'] selector" },
      // The `}` in the last rule ends it, as a browser reads it: the `*` rule after it is not the theme's.
      { what: '*', reason: "not a [data-pb-theme='…'] selector" },
      { what: '--pb-color-primary: url(https://evil.example)', reason: 'not a colour: use #rrggbb, rgb() or hsl()' },
      { what: '--pb-shadow-sm', reason: 'not a token the studio edits' },
      { what: '--pb-radius-md: 99px', reason: 'out of range: 0px to 24px' },
      { what: '--pb-font-family: Comic Sans MS', reason: expect.stringMatching(/^not one of the studio's fonts/) },
      { what: '--pb-color-text: #111 !important', reason: 'not a colour: use #rrggbb, rgb() or hsl()' },
      { what: 'color-scheme', reason: 'not a Patchbay token' },
      { what: 'nonsense', reason: 'not a declaration' },
    ]);
  });

  it('never throws on anything pasted, and caps what it reads and reports', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 400 }), fc.constantFrom<unknown>(undefined, null, 42, {}, ['v=1'], new URLSearchParams('b=ff0000'))),
        (input) => {
          const { state, ignored } = importTheme(input);
          expect(state).toEqual(normalizeState(state));
          expect(ignored.length).toBeLessThanOrEqual(MAX_IGNORED);
        },
      ),
    );
    const huge = importTheme(`[data-pb-theme='a'] { --pb-color-text: #000; }${' '.repeat(MAX_IMPORT_LENGTH)}`);
    expect(huge.state).toEqual(DEFAULT_STATE);
    expect(huge.ignored).toEqual([{ what: '', reason: 'longer than 64 KiB: not read' }]);
    const noisy = importTheme(`[data-pb-theme='a'] { ${'--pb-nope: 1; '.repeat(200)} }`);
    expect(noisy.ignored).toHaveLength(MAX_IGNORED);
    expect(noisy.truncated).toBe(true);
    // An unclosed comment runs to the end of the text, and the end closes the rule, as in CSS.
    expect(importTheme("[data-pb-theme='a'] { --pb-color-text: #000; /* ").state).toMatchObject({
      name: 'a',
      colors: { light: { '--pb-color-text': '#000000' } },
    });
    expect(importTheme('}}}{{{').state).toEqual(DEFAULT_STATE);
  });

  it('reads a dark variant pasted alone as the dark scheme of its theme', () => {
    const { state, ignored } = importTheme("[data-pb-theme='ocean-dark'] { --pb-color-text: #fafafa; --pb-radius-md: 12px; }");
    expect(ignored).toEqual([]);
    expect(state.name).toBe('ocean');
    expect(state.colors.light).toEqual({});
    expect(state.colors.dark['--pb-color-text']).toBe('#fafafa');
    expect(state.tokens).toEqual({ '--pb-radius-md': '12px' });
    // The dark half of an export, without its light rule: the dark colours come back as they were.
    const exported = themeCss({ ...DEFAULT_STATE, name: 'acme', brand: '#ff0000', colors: { light: {}, dark: { '--pb-color-surface': '#202020' } } });
    const darkOnly = exported.replace(/ {2}\[data-pb-theme='acme'\] \{[^}]*\}\n/, '');
    expect(darkOnly).not.toContain("[data-pb-theme='acme'] {");
    const read = importTheme(darkOnly);
    expect(read.ignored).toEqual([]);
    expect(read.state.name).toBe('acme');
    expect(read.state.colors.light).toEqual({});
    expect(generatePalette(read.state.brand, read.state.colors).dark).toEqual(
      generatePalette('#ff0000', { dark: { '--pb-color-surface': '#202020' } }).dark,
    );
  });

  it('applies the declarations of a last rule left open, as a browser does', () => {
    const open = importTheme("[data-pb-theme='acme'] { --pb-color-surface: #fffdf5; --pb-radius-md: 12px");
    expect(open.ignored).toEqual([]);
    expect(open.state).toMatchObject({ name: 'acme', colors: { light: { '--pb-color-surface': '#fffdf5' } }, tokens: { '--pb-radius-md': '12px' } });
    // Open inside its layer too, after a closed rule: every open block ends at the end.
    const nested = importTheme(
      "@layer patchbay.tokens {\n  [data-pb-theme='acme'] { --pb-color-bg: #fff; }\n  [data-pb-theme='acme-dark'] {\n    --pb-color-bg: #101010;\n",
    );
    expect(nested.ignored).toEqual([]);
    expect(nested.state.colors).toEqual({ light: { '--pb-color-bg': '#ffffff' }, dark: { '--pb-color-bg': '#101010' } });
    // Still bounded: a block opened past the nesting limit is reported, never read.
    const deep = importTheme(`@layer a { @layer b { @layer c { [data-pb-theme='acme'] { x { --pb-color-bg: #000;`);
    expect(deep.state.colors.light).toEqual({});
    expect(deep.ignored.map((each) => each.what)).toContain('a block nested deeper than 4 levels');
  });

  it('reads a paste of deeply nested braces in one pass, ignoring what is nested too deep', () => {
    // 21,000 levels fit in 64 KiB: a copy of the open blocks per rule would be hundreds of millions of entries.
    const depth = Math.floor((MAX_IMPORT_LENGTH - 200) / 3);
    const deep = importTheme(`[data-pb-theme='a'] { --pb-color-text: #000; } ${'{'.repeat(depth)}x${'}'.repeat(depth)}`);
    expect(deep.state.name).toBe('a');
    expect(deep.ignored).toContainEqual(expect.objectContaining({ reason: 'outside a theme rule' }));
    expect(deep.ignored.map((each) => each.what)).toContain('a block nested deeper than 4 levels');
  });
});
