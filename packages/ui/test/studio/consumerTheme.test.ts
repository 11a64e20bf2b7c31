/**
 * The Vite consumer app (consumers/vite-app) wears a theme made in the studio,
 * as a team would take it: the CSS export pasted into `src/theme/acme.css`
 * under a comment naming the studio's link, and the branding export in
 * `src/theme/branding.json`, which an admin sends to the hosted page's
 * settings once. Both must stay what the studio exports for that link; the
 * consumer test (consumers/test) checks the app and its hosted connect page
 * then show the same brand colour.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatePalette } from '../../stories/studio/palette';
import { stateFromQuery } from '../../stories/studio/studioUrl';
import { brandingRequest, themeCss } from '../../stories/studio/themeExport';

const THEME_DIR = resolve(import.meta.dirname, '../../../../consumers/vite-app/src/theme');
const css = readFileSync(resolve(THEME_DIR, 'acme.css'), 'utf8');
const branding: unknown = JSON.parse(readFileSync(resolve(THEME_DIR, 'branding.json'), 'utf8'));
const linkLine = /^\/\* The theme studio's CSS export for its link \?(\S+) \(pnpm storybook, Theme studio\)\. \*\/\n/;

describe("the consumer app's theme", () => {
  const link = linkLine.exec(css)?.[1] ?? '';
  const { state, ignored } = stateFromQuery(link);

  it('names a link the studio reads whole', () => {
    expect(link).not.toBe('');
    expect(ignored).toEqual([]);
    expect(state).toMatchObject({ name: 'acme', tokens: { '--pb-radius-md': '14px' } });
  });

  it("is the studio's CSS export for that link, under the line naming it", () => {
    expect(css.replace(linkLine, '')).toBe(themeCss(state));
  });

  it("sends the hosted page the studio's branding export: the light palette's brand colour", () => {
    expect(branding).toEqual(brandingRequest(state));
    expect(branding).toEqual({ branding: { accent_color: generatePalette(state.brand).light['--pb-color-primary'] } });
  });

  it('is the theme the app names on its page', () => {
    const html = readFileSync(resolve(THEME_DIR, '../../index.html'), 'utf8');
    expect(html).toContain(`<html lang="en" data-pb-theme="${state.name}">`);
  });
});
