import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  publishConfig: { exports: Record<string, unknown> };
};
/** The locales the kit ships: one file each under src/locales/. */
const tags = readdirSync(resolve(import.meta.dirname, '../src/locales'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

// tsdown makes an entry of every file in src/locales/ (tsdown.config.ts); these keep the rest of a new locale's wiring in step.
describe('each shipped locale', () => {
  it('is all twelve languages but English, which is in the main entry', () => {
    expect(tags.sort()).toEqual(['ar', 'de', 'es', 'fr', 'he', 'it', 'ja', 'ko', 'nl', 'pt-BR', 'zh-CN']);
  });

  it.each(tags)('%s is an entry of its own in the workspace and in the published package', (tag) => {
    const dist = { types: `./dist/locales/${tag}.d.ts`, default: `./dist/locales/${tag}.js` };
    expect(manifest.exports[`./locales/${tag}`]).toEqual({ '@patchbay/source': `./src/locales/${tag}.ts`, ...dist });
    expect(manifest.publishConfig.exports[`./locales/${tag}`]).toEqual(dist);
  });

  it.each(tags)('%s has a size-limit line of its own', async (tag) => {
    const sizeLimit = pathToFileURL(resolve(import.meta.dirname, '../../../.size-limit.mjs')).href;
    const { default: checks } = (await import(sizeLimit)) as { default: { name: string; path: string; limit: string }[] };
    expect(checks.find((check) => check.name === `@patchbay/ui/locales/${tag}`)).toMatchObject({
      path: `packages/ui/dist/locales/${tag}.js`,
      limit: expect.stringMatching(/ kB$/),
    });
  });
});
