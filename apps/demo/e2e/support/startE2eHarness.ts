import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { promisify } from 'node:util';
import { connectChromium } from '../../../../scripts/test/connectChromium';
import { recordTraffic, type Exchange, type Traffic } from '../../../../scripts/test/recordTraffic';
import { applySignalTimeouts } from '../../../../scripts/test/signalTimeouts';
import { APP_ROOT, DIST_DIR } from '../../server/demoPaths';
import { startDemo, type RunningDemo } from '../../server/startDemo';

export interface E2eHarness {
  demo: RunningDemo;
  /** A second demo, with its own store, whose pages send `Cross-Origin-Opener-Policy: same-origin`. */
  strictOpenerDemo: RunningDemo;
  browser: Browser;
  /** Everything every context of this harness loaded, for the key-leak scan. */
  exchanges: Exchange[];
  /** The HTML of pages, captured along the way for the key-leak scan. */
  pageHtml: string[];
  /** Uncaught exceptions and console errors of every page (popups included), as "page url: message [source url]". */
  pageErrors: string[];
  /**
   * A fresh browser context (its own cookies) on `demo` (the first one by
   * default) whose traffic is recorded; `options` change the device (a phone's
   * viewport and touch). @default a 1360x900 desktop
   */
  newContext(demo?: RunningDemo, options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page; traffic: Traffic }>;
  close(): Promise<void>;
}

/** `vite build` in its own process: under vitest NODE_ENV is 'test', which would make a development bundle. */
async function buildApp(): Promise<void> {
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  await promisify(execFile)(process.execPath, [viteBin, 'build', '--outDir', DIST_DIR, '--emptyOutDir'], {
    cwd: APP_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Builds the app, starts both demos in production mode on free ports with fresh stores, and connects to Chromium. */
export async function startE2eHarness(): Promise<E2eHarness> {
  await buildApp();
  const [dataDir, strictDataDir] = await Promise.all([
    mkdtemp(join(tmpdir(), 'patchbay-demo-e2e-')),
    mkdtemp(join(tmpdir(), 'patchbay-demo-coop-e2e-')),
  ]);
  const [demo, strictOpenerDemo] = await Promise.all([
    // The connection health journey ends an account's access through the test controls, so this demo asks for them.
    startDemo({ port: 0, dataDir, mode: 'production', distDir: DIST_DIR, testControls: true }),
    startDemo({ port: 0, dataDir: strictDataDir, mode: 'production', distDir: DIST_DIR, crossOriginOpenerPolicy: 'same-origin' }),
  ]);
  const browser = await connectChromium();
  const exchanges: Exchange[] = [];
  const pageErrors: string[] = [];

  return {
    demo,
    strictOpenerDemo,
    browser,
    exchanges,
    pageHtml: [],
    pageErrors,
    async newContext(on = demo, options = {}) {
      // English whatever the machine's language: the demo follows the browser's languages (`navigator.languages`).
      const context = applySignalTimeouts(
        await browser.newContext({ viewport: { width: 1360, height: 900 }, locale: 'en-US', ...options, baseURL: on.url }),
      );
      const traffic = recordTraffic(context, exchanges);
      context.on('weberror', (error) => pageErrors.push(`${error.page()?.url()}: ${error.error().message}`));
      context.on('console', (message) => {
        // A failed load names its resource only in the location.
        if (message.type() === 'error') pageErrors.push(`${message.page()?.url()}: ${message.text()} [${message.location().url}]`);
      });
      return { context, page: await context.newPage(), traffic };
    },
    async close() {
      await browser.close();
      await Promise.all([demo.close(), strictOpenerDemo.close()]);
      await Promise.all([dataDir, strictDataDir].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
