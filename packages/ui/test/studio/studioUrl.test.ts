import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, normalizeState, type StudioState } from '../../stories/studio/studioState';
import { MAX_QUERY_LENGTH, STUDIO_URL_VERSION, stateFromQuery, stateToQuery } from '../../stories/studio/studioUrl';
import { arbitraryStudioState } from './arbitraryStudioState';

const ACME: StudioState = {
  name: 'acme',
  brand: '#ff0000',
  colors: { light: { '--pb-color-surface': '#fff8e1' }, dark: { '--pb-color-overlay': '#00000080' } },
  tokens: { '--pb-radius-md': '16px', '--pb-font-family': 'Inter, system-ui, sans-serif', '--pb-duration': '200ms', '--pb-line-height': '1.6' },
};

describe('stateToQuery', () => {
  it('writes only the edits, compactly', () => {
    expect(stateToQuery(ACME)).toBe(
      'v=1&n=acme&b=ff0000&l.surface=fff8e1&d.overlay=00000080&t.radius-md=16&t.font-family=inter&t.line-height=1.6&t.duration=200',
    );
    expect(stateToQuery(DEFAULT_STATE)).toBe(`v=${STUDIO_URL_VERSION}&n=custom&b=4f46e5`);
  });
});

/** Query strings of the studio's own keys and others, with any values. */
const junkQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('v', 'n', 'b', 'l.primary', 'd.overlay', 't.radius-md', 't.font-family', 't.duration', 'x', 'l.'),
      fc.string({ maxLength: 20 }),
    ),
    {
      maxLength: 8,
    },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

describe('stateFromQuery', () => {
  it('reads back the same state, from a query string with or without its ?', () => {
    expect(stateFromQuery(stateToQuery(ACME))).toEqual({ state: normalizeState(ACME), ignored: [] });
    expect(stateFromQuery(`?${stateToQuery(ACME)}`).state).toEqual(normalizeState(ACME));
    fc.assert(
      fc.property(arbitraryStudioState, (state) => {
        expect(stateFromQuery(stateToQuery(state))).toEqual({ state: normalizeState(state), ignored: [] });
      }),
      { numRuns: 30 },
    );
  });

  it('reads a link from an older or a newer studio: what it knows, the rest as the palette makes it', () => {
    // Before colours could be set by hand, or without a version at all: the brand and name are what a link held.
    expect(stateFromQuery('n=acme&b=ff0000')).toEqual({ state: normalizeState({ ...DEFAULT_STATE, name: 'acme', brand: '#ff0000' }), ignored: [] });
    const newer = stateFromQuery('v=7&n=acme&b=ff0000&l.surface=fff8e1&l.sparkle=ffffff&g.gradient=1&t.radius-md=16');
    expect(newer.state).toEqual(
      normalizeState({
        ...DEFAULT_STATE,
        name: 'acme',
        brand: '#ff0000',
        colors: { light: { '--pb-color-surface': '#fff8e1' }, dark: {} },
        tokens: { '--pb-radius-md': '16px' },
      }),
    );
    expect(newer.ignored).toEqual([
      "v: a newer studio's link (7); read what this one knows",
      'l.sparkle: unknown, or not a valid value',
      'g.gradient: unknown, or not a valid value',
    ]);
  });

  it('leaves out junk, and says what it left out, never throwing', () => {
    const junk = stateFromQuery(
      'v=x&n=%3C%2Fstyle%3E&b=red&l.primary=url(x)&l.text=ff000080&t.radius-md=999&t.font-family=comic&t.duration=1e3&l.surface=fff8e1&l.surface=000000',
    );
    expect(junk.state).toEqual(normalizeState({ ...DEFAULT_STATE, name: 'style', colors: { light: { '--pb-color-surface': '#fff8e1' }, dark: {} } }));
    expect(junk.ignored).toEqual([
      'v: not a version',
      'b: not a colour as rrggbb',
      'l.primary: unknown, or not a valid value',
      'l.text: unknown, or not a valid value',
      't.radius-md: unknown, or not a valid value',
      't.font-family: unknown, or not a valid value',
      't.duration: unknown, or not a valid value',
    ]);
    expect(stateFromQuery(`b=ff0000&x=${'a'.repeat(MAX_QUERY_LENGTH)}`)).toEqual({
      state: DEFAULT_STATE,
      ignored: [`longer than ${MAX_QUERY_LENGTH} characters: not read`],
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          junkQuery,
          fc.constantFrom<unknown>(undefined, null, 42, {}, ['v=1'], new URLSearchParams('b=ff0000')),
        ),
        (input) => {
          const { state } = stateFromQuery(input);
          expect(state).toEqual(normalizeState(state));
        },
      ),
    );
  });
});
