/**
 * Builds the static Storybook, serves it with the service on one origin and
 * opens every story in headless Chromium: each must render without console
 * errors, and pass axe (contrast included) in every theme.
 *
 * Slow (a full build), so it is its own command, which sets PATCHBAY_STORYBOOK_E2E=1:
 *   pnpm test:browser
 * STORYBOOK_STATIC_DIR=<dir> reuses an existing build instead of building.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium';
import { serveStaticStorybook, type StaticStorybook } from '../stories/support/serveStatic';

const repoRoot = resolve(import.meta.dirname, '../../..');
const THEMES = ['light', 'dark', 'brand'];
/** A story tagged so answers with an HTTP error on purpose; the browser logs that response. */
const EXPECTS_HTTP_ERROR = 'expect-http-error';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

let dir: string;
let builtHere = false;
let storybook: StaticStorybook;
let browser: Browser;
let stories: IndexEntry[];

/** Opens one story and waits until it has rendered and its requests have settled. */
async function openStory(entry: IndexEntry, theme: string) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  const errors: string[] = [];
  const tolerated = (message: ConsoleMessage) =>
    // Chromium asks every page for /favicon.ico; Storybook's iframe has none.
    message.location().url.endsWith('/favicon.ico') ||
    (entry.tags?.includes(EXPECTS_HTTP_ERROR) === true && /Failed to load resource: .* status of 4\d\d/.test(message.text()));
  page.on('console', (message) => {
    if (message.type() === 'error' && !tolerated(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${storybook.url}/iframe.html?id=${entry.id}&viewMode=story&globals=theme:${theme}`);
  await page.waitForSelector('#storybook-root > *', { timeout: 20_000 });
  // Let the story's requests settle; a story that polls never goes idle, so this is bounded.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return { page, errors };
}

/** axe on the story root. The a11y addon runs axe on its own after each render: wait for it. */
async function axeViolations(page: Page): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(async () => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const results = await axe.run(document.getElementById('storybook-root')!);
        return results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      });
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
}

// Only under its own config (which sets this): the jsdom project also matches this file's name.
describe.skipIf(process.env.PATCHBAY_STORYBOOK_E2E !== '1')('static Storybook', () => {
  beforeAll(async () => {
    dir = process.env.STORYBOOK_STATIC_DIR ?? (await mkdtemp(join(tmpdir(), 'patchbay-storybook-')));
    if (!process.env.STORYBOOK_STATIC_DIR) {
      builtHere = true;
      await promisify(execFile)('npx', ['storybook', 'build', '-o', dir, '--quiet'], {
        cwd: repoRoot,
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
    }
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    storybook = await serveStaticStorybook({
      dir,
      // Closing a page mid-request aborts it; anything else the service reports is shown.
      service: { onError: (error) => (error as { code?: string }).code === 'ECONNRESET' || console.error('[patchbay]', error) },
    });
    browser = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await storybook?.close();
    if (builtHere) await rm(dir, { recursive: true, force: true });
  });

  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it('renders every story without console errors', async () => {
    const failures: string[] = [];
    for (const entry of stories) {
      try {
        const { page, errors } = await openStory(entry, 'light');
        if (errors.length > 0) failures.push(`${entry.id}: ${errors.join(' | ')}`);
        await page.close();
      } catch (error) {
        failures.push(`${entry.id}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('passes axe in every theme, contrast included', async () => {
    const axeSource = await readFile(resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js'), 'utf8');
    const failures: string[] = [];
    for (const entry of stories) {
      for (const theme of THEMES) {
        try {
          const { page } = await openStory(entry, theme);
          await page.addScriptTag({ content: axeSource });
          const violations = await axeViolations(page);
          if (violations.length > 0) failures.push(`${entry.id} [${theme}]: ${violations.join('; ')}`);
          await page.close();
        } catch (error) {
          failures.push(`${entry.id} [${theme}]: ${String(error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
