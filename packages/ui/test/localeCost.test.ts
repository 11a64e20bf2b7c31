// @vitest-environment node
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../src/theme/Locale';

const PACKAGE = resolve(import.meta.dirname, '..');
const tags = readdirSync(resolve(PACKAGE, 'src/locales'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

/**
 * A locale's sentences that no other language writes the same way: long enough to be its own (Chinese and
 * Japanese say in six characters what takes English sixteen).
 */
async function sentencesOf(tag: string): Promise<string[]> {
  const { default: locale } = (await import(`../src/locales/${tag}.ts`)) as { default: Locale };
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 16 || (value.length >= 6 && /[^ -~]/.test(value))) found.push(value);
    } else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(locale.messages);
  return found;
}

/**
 * What an app's bundler makes of `entry` (the kit's sources, as the workspace resolves them), every lazy chunk
 * included (code splitting on), so a locale reached by any `import()` would show too; text written as it is.
 */
async function bundleText(entry: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: PACKAGE, loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    logLevel: 'silent',
    platform: 'browser',
    jsx: 'automatic',
    charset: 'utf8',
    conditions: ['@patchbay/source'],
    loader: { '.css': 'empty' },
    // The peers an app installs itself: not the kit's to count.
    external: ['react', 'react-dom', 'react/jsx-runtime', '@radix-ui/*', '@tanstack/*'],
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

describe('a locale the app does not import', () => {
  it.each(tags)('%s: none of its sentences is in an app that imports only @patchbay/ui', async (tag) => {
    const [bundle, sentences] = await Promise.all([bundleText("export * from '@patchbay/ui';"), sentencesOf(tag)]);
    expect(sentences.length).toBeGreaterThan(20);
    expect(sentences.filter((sentence) => bundle.includes(sentence))).toEqual([]);
  });

  it('is still found once the app imports it: the check can see a locale', async () => {
    const bundle = await bundleText("export * from '@patchbay/ui'; export { default as de } from '@patchbay/ui/locales/de';");
    const sentences = await sentencesOf('de');
    expect(sentences.filter((sentence) => bundle.includes(sentence)).length).toBeGreaterThan(sentences.length / 2);
  });
});
