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
import { buildOnce } from '../../../../scripts/test/buildOnce';
import { APP_ROOT } from '../../server/demoPaths';
import { startDemo, type RunningDemo } from '../../server/startDemo';

export interface E2eHarness {
  /** The production bundle both demos serve. */
  distDir: string;
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

/**
 * The app's production bundle, built once for the run's demo files (scripts/test/buildOnce.ts), in a folder of
 * the run's, not apps/demo/dist. `vite build` runs in its own process: under Vitest NODE_ENV is 'test', which
 * would make a development bundle.
 */
function builtApp(): Promise<string> {
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  return buildOnce('demo', (dir) =>
    promisify(execFile)(process.execPath, [viteBin, 'build', '--outDir', dir, '--emptyOutDir'], {
      cwd: APP_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
    }),
  );
}

/** Builds the app (or waits for the run's build), starts both demos in production mode on free ports with fresh stores, and connects to Chromium. */
export async function startE2eHarness(): Promise<E2eHarness> {
  const distDir = await builtApp();
  const [dataDir, strictDataDir] = await Promise.all([
    mkdtemp(join(tmpdir(), 'patchbay-demo-e2e-')),
    mkdtemp(join(tmpdir(), 'patchbay-demo-coop-e2e-')),
  ]);
  const [demo, strictOpenerDemo] = await Promise.all([
    // The connection health journey ends an account's access through the test controls, so this demo asks for them.
    startDemo({ port: 0, dataDir, mode: 'production', distDir, testControls: true }),
    startDemo({ port: 0, dataDir: strictDataDir, mode: 'production', distDir, crossOriginOpenerPolicy: 'same-origin' }),
  ]);
  const browser = await connectChromium();
  const exchanges: Exchange[] = [];
  const pageErrors: string[] = [];

  return {
    distDir,
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
