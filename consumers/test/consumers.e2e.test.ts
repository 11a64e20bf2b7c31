/**
 * The kit as customers get it: the packed tarballs installed with npm into
 * apps outside the workspace (consumers/vite-app, consumers/next-app), built
 * with their own tools and driven in Chromium against the `patchbay-server`
 * bin from the installed tarball. `pnpm test:consumers` builds the packages
 * first. PATCHBAY_KEEP_CONSUMERS=1 keeps the apps' temporary folders.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectChromium } from '../../scripts/test/connectChromium';
import { findLeaks } from '../../scripts/test/findLeaks';
import { recordTraffic, type Traffic } from '../../scripts/test/recordTraffic';
import { SIGNAL_TIMEOUT_MS, TEST_TIMEOUT_MS, applySignalTimeouts } from '../../scripts/test/signalTimeouts';
import { collectErrors } from './support/collectErrors';
import { filesContaining, npmInstall, packPackages, prepareApp } from './support/consumerApp';
import { customerEnv, freePort, run, start, stopAll, type Started } from '../../scripts/test/processes';

const KEEP = Boolean(process.env.PATCHBAY_KEEP_CONSUMERS);
const TOOLKIT = 'patchbay_oauth_demo';
/** Keys made up for this run, so any copy of them in a build or the traffic is a leak. */
const keys = {
  PATCHBAY_API_KEY: `pk_consumer_${randomBytes(16).toString('hex')}`,
  PATCHBAY_ORG_API_KEY: `ok_consumer_${randomBytes(16).toString('hex')}`,
};
const secrets = Object.values(keys);
/** The light brand colour of the Vite app's theme (`src/theme/acme.css`, made in the theme studio from #0f766e). */
const ACME_BRAND = 'rgb(15, 118, 110)';

const root = mkdtempSync(join(tmpdir(), 'patchbay-consumers-'));
const dirs = {
  tarballs: join(root, 'tarballs'),
  vite: join(root, 'vite-app'),
  react18: join(root, 'vite-app-react18'),
  next: join(root, 'next-app'),
};

const timings: { step: string; seconds: number }[] = [];
/** The version npm installed of a package in an app. */
function installedVersion(dir: string, name: string): string {
  return (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push({ step, seconds: Math.round((performance.now() - started) / 100) / 10 });
  }
}

let tarballs: Map<string, string>;
let browser: Browser;
let service: Started;

/** Calls the service itself with the project key, as an admin or a server would. */
async function admin<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${service.match}/api/v3/${path}`, {
    method,
    headers: { 'x-api-key': keys.PATCHBAY_API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
type Listing<T> = { items: T[] };

beforeAll(async () => {
  mkdirSync(dirs.tarballs);
  tarballs = await timed('pnpm pack (every published package)', () => packPackages(dirs.tarballs));
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await stopAll();
  if (!KEEP) rmSync(root, { recursive: true, force: true });
  else console.log(`Consumer apps kept in ${root}`);
  console.log(['Consumer apps, seconds per step:', ...timings.map(({ step, seconds }) => `  ${String(seconds).padStart(6)}  ${step}`)].join('\n'));
});

/** Starts the service from an app's installed `patchbay-server` bin, in memory, on a free loopback port. */
async function startService(appDir: string): Promise<void> {
  service = await start(join(appDir, 'node_modules', '.bin', 'patchbay-server'), ['--memory', '--port', '0', '--host', '127.0.0.1'], {
    cwd: appDir,
    env: customerEnv(keys),
    ready: /listening on (http:\/\/127\.0\.0\.1:\d+)/,
  });
  // What an admin does once per toolkit the app offers: users may not create auth configs through the relay.
  await admin('POST', 'auth_configs', { toolkit: { slug: TOOLKIT } });
}

/** The environment of an app's backend: the service, both keys (only the project one is used) and the app's origin. */
const backendEnv = (port: number) =>
  customerEnv({ ...keys, PATCHBAY_URL: service.match, PORT: String(port), APP_ORIGIN: `http://127.0.0.1:${port}` });

interface BrowserSession {
  context: BrowserContext;
  page: Page;
  traffic: Traffic;
  errors: string[];
}

async function openApp(baseURL: string): Promise<BrowserSession> {
  const context = applySignalTimeouts(await browser.newContext({ baseURL }));
  const traffic = recordTraffic(context);
  const page = await context.newPage();
  return { context, page, traffic, errors: collectErrors(page) };
}

async function signIn(page: Page, userId: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('User name').fill(userId);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An element's computed background colour, as the page has it (`rgb(…)`). */
const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/**
 * The connect dialog for Acme Tasks, through the hosted page in a popup, until the dialog says ACTIVE. With
 * `brand`, the dialog's primary button and the hosted page's are both that colour (`rgb(…)`).
 */
async function connectAcmeTasks({ context, page }: BrowserSession, userId: string, brand?: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Acme Tasks', exact: true }).click();
  const continueButton = page.getByRole('button', { name: 'Continue to Acme Tasks' });
  if (brand) expect(await backgroundOf(continueButton)).toBe(brand);
  const [popup] = await Promise.all([context.waitForEvent('page'), continueButton.click()]);
  await popup.waitForLoadState();
  const hostedContinue = popup.getByRole('link', { name: 'Continue to Acme Tasks' });
  if (brand) expect(await backgroundOf(hostedContinue)).toBe(brand);
  await hostedContinue.click();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
  const status = page.locator('[data-slot="connect-modal-status"]');
  await expect.poll(() => status.getAttribute('data-state')).toBe('active');
  // The service agrees: the user (as the relay bound it) has an ACTIVE Acme Tasks account.
  const accounts = await admin<Listing<{ status: string }>>('GET', `connected_accounts?user_ids=${userId}&toolkit_slugs=${TOOLKIT}`);
  expect(accounts.items.map((account) => account.status)).toContain('ACTIVE');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

const optionNames = (page: Page) => page.locator('[role="option"] [data-slot="toolkit-picker-name"]').allTextContents();

/**
 * A file of a few MiB through the FileDropzone until it is `done` and the
 * service holds its MD5, then the same bytes under another name until they are
 * recognised as a `duplicate` (by their MD5, not sent again).
 */
async function uploadTwice(page: Page, name: string): Promise<void> {
  // Over 2 MiB: the worker hashes it in more than one piece.
  const bytes = randomBytes(3 * 1024 * 1024 + 123);
  const md5 = createHash('md5').update(bytes).digest('hex');
  const file = { name: `${name}.bin`, mimeType: 'application/octet-stream', buffer: bytes };
  await page.locator('input[type="file"]').setInputFiles(file);
  const item = page.locator('[data-slot="file-dropzone-item"]');
  await expect.poll(() => item.first().getAttribute('data-state')).toBe('done');
  // The service stored it under the MD5 the worker computed.
  const files = await admin<Listing<{ md5: string }>>('GET', `files/list?toolkit_slug=${TOOLKIT}`);
  expect(files.items.map((stored) => stored.md5)).toContain(md5);
  await page.locator('input[type="file"]').setInputFiles({ ...file, name: `${name}-copy.bin` });
  await expect.poll(() => item.nth(1).getAttribute('data-state')).toBe('duplicate');
}

/** Text in the kit's MD5 worker code (an error it posts back), kept by every minifier. */
const HASH_WORKER_CODE = 'Expected a Blob or File (with stream()) to hash';

/**
 * Checks that the page's workers include one started from `origin`, and that
 * every script such a worker ran (its own, and any it loaded with
 * `importScripts`) is a file of the app's build, which `builtFile` finds from
 * the URL's path; one of them holds the kit's hashing code.
 */
async function expectHashWorkerFromBuild(workers: Worker[], origin: string, builtFile: (pathname: string) => string): Promise<string[]> {
  const started = workers.map((worker) => worker.url());
  const fromApp = workers.filter((worker) => new URL(worker.url()).origin === origin);
  expect(fromApp.length, `workers started: ${started.join(', ') || 'none'}`).toBeGreaterThan(0);
  const scripts = new Set<string>();
  for (const worker of fromApp) {
    // Without the fragment, where Turbopack's worker bootstrap takes its parameters.
    scripts.add(worker.url().replace(/#.*$/, ''));
    const loaded = await worker.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    for (const url of loaded) if (/\.js$/.test(new URL(url).pathname)) scripts.add(url);
  }
  const files = [...scripts].map((script) => {
    const url = new URL(script);
    expect(url.origin, script).toBe(origin);
    expect(url.pathname, script).toMatch(/\.js$/);
    const file = builtFile(decodeURIComponent(url.pathname));
    expect(existsSync(file), `${script} is ${file}`).toBe(true);
    return file;
  });
  const withHashing = files.filter((file) => readFileSync(file, 'utf8').includes(HASH_WORKER_CODE));
  expect(withHashing, `the worker ran ${files.join(', ')}`).not.toEqual([]);
  return [...scripts];
}

describe('Vite + React 19 SPA with a Hono backend', () => {
  let backend: Started;
  let session: BrowserSession;
  const workers: Worker[] = [];

  it('installs from the tarballs with npm, type-checks on TypeScript 7 and builds', async () => {
    prepareApp('vite-app', dirs.vite, tarballs);
    await timed('vite-app: npm install', () => npmInstall(dirs.vite));
    expect(installedVersion(dirs.vite, 'typescript')).toMatch(/^7\./);
    await timed('vite-app: tsc --noEmit', () => run('npm', ['run', 'typecheck'], { cwd: dirs.vite }));
    // The keys are in the environment of the build, as they might be on a developer's machine: none may end up in it.
    await timed('vite-app: vite build', () => run('npm', ['run', 'build'], { cwd: dirs.vite, env: customerEnv(keys) }));
    expect(filesContaining(join(dirs.vite, 'dist'), secrets)).toEqual([]);
    await startService(dirs.vite);
  });

  it('lists and searches toolkits in the ToolkitPicker', async () => {
    const port = await freePort();
    backend = await start('npm', ['start'], { cwd: dirs.vite, env: backendEnv(port), ready: /Listening on (http:\/\/\S+)/ });
    session = await openApp(backend.match);
    session.page.on('worker', (worker) => workers.push(worker));
    await signIn(session.page, 'ada');
    const { page } = session;
    await page.locator('[role="option"]').first().waitFor();
    const firstPage = await optionNames(page);
    expect(firstPage.length).toBeGreaterThan(3);
    await page.getByRole('combobox', { name: 'Search apps' }).fill('acme');
    await expect.poll(() => optionNames(page)).toEqual(expect.arrayContaining(['Acme Tasks', 'Acme Metrics', 'Acme Status']));
    expect((await optionNames(page)).every((name) => /acme/i.test(name))).toBe(true);
  });

  it("connects Acme Tasks through the popup until it is ACTIVE, the dialog and the hosted page in the app's brand", async () => {
    // What the app's admin does once: the theme studio's branding export (consumers/vite-app/src/theme) to the hosted page.
    await admin('PATCH', 'org/project/config', JSON.parse(readFileSync(join(dirs.vite, 'src/theme/branding.json'), 'utf8')));
    // The brand colour of the studio's CSS export, which the app adds after the kit's (src/theme/acme.css).
    await connectAcmeTasks(session, 'ada', ACME_BRAND);
  });

  it('uploads a file through the FileDropzone, hashed in a Web Worker from the build', async () => {
    await uploadTwice(session.page, 'notes');
    // The hash ran in a worker whose script is a file of the app's build.
    await expectHashWorkerFromBuild(workers, backend.match, (pathname) => join(dirs.vite, 'dist', pathname));
  });

  it('keeps both keys out of every request and response, and logs no error', async () => {
    const { traffic, errors, context } = session;
    await traffic.settle();
    expect(traffic.exchanges.some((exchange) => exchange.url.includes('/patchbay/api/v3/'))).toBe(true);
    expect(findLeaks(traffic.exchanges, secrets)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await backend.stop();
  });

  it('runs the Express 5 variant of the backend', async () => {
    const port = await freePort();
    const express = await start('npm', ['run', 'start:express'], { cwd: dirs.vite, env: backendEnv(port), ready: /Listening on (http:\/\/\S+)/ });
    // No session, no relay.
    const anonymous = await fetch(`${express.match}/patchbay/api/v3/toolkits/categories`);
    expect(anonymous.status).toBe(401);
    const { context, page, traffic, errors } = await openApp(express.match);
    await signIn(page, 'grace');
    await page.locator('[role="option"]').first().waitFor();
    await traffic.settle();
    expect(traffic.exchanges.some((exchange) => exchange.url.includes('/patchbay/api/v3/toolkits/multi') && exchange.status === 200)).toBe(true);
    expect(findLeaks(traffic.exchanges, secrets)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await express.stop();
  });

  it('passes its own Playwright suite (e2e/): an expired account reconnected from the banner, same id', async () => {
    // The app's playwright.config.ts starts the service with --test-controls and the backend, on these ports,
    // and connects to the run's Chromium (same Playwright version) instead of launching one.
    const endpoint = inject('chromiumEndpoint');
    const env = customerEnv({
      ...keys,
      PATCHBAY_PORT: String(await freePort()),
      PORT: String(await freePort()),
      CI: '1',
      // The suite's bounds, from the one place they live: its own defaults are a developer's, on an idle machine.
      E2E_TEST_TIMEOUT_MS: String(TEST_TIMEOUT_MS),
      E2E_WAIT_TIMEOUT_MS: String(SIGNAL_TIMEOUT_MS),
      ...(endpoint ? { PW_TEST_CONNECT_WS_ENDPOINT: endpoint } : {}),
    });
    // Fails with the end of Playwright's report when a test fails.
    await timed('vite-app: playwright test (e2e/)', () => run('npx', ['playwright', 'test'], { cwd: dirs.vite, env }));
  });

  it("type-checks against React 18's types, on TypeScript 5.9", async () => {
    prepareApp('vite-app', dirs.react18, tarballs, (manifest) => {
      manifest.devDependencies!['@types/react'] = '^18.3.0';
      manifest.devDependencies!['@types/react-dom'] = '^18.3.0';
      // The app itself is checked on TypeScript 7 (the current release); this copy on 5.9, which many apps still use.
      manifest.devDependencies!.typescript = '~5.9.3';
      // The local service is not needed to type-check the app, nor its Playwright suite (checked in the copy above).
      delete manifest.devDependencies!['@patchbay/server'];
      delete manifest.devDependencies!['@playwright/test'];
      manifest.scripts!.typecheck = 'tsc --noEmit';
    });
    await timed('vite-app (React 18 types): npm install', () => npmInstall(dirs.react18));
    expect(installedVersion(dirs.react18, '@types/react')).toMatch(/^18\./);
    expect(installedVersion(dirs.react18, 'typescript')).toMatch(/^5\.9\./);
    await timed('vite-app (React 18 types): tsc --noEmit', () => run('npm', ['run', 'typecheck'], { cwd: dirs.react18 }));
  });
});

describe('Next.js App Router', () => {
  let app: Started;
  let origin: string;
  let session: BrowserSession;
  const workers: Worker[] = [];
  /** The bundler `next build` used, as it printed it ("Turbopack" by default since Next.js 16). */
  let bundler = 'unknown';

  it('installs from the tarballs with npm and builds', async () => {
    prepareApp('next-app', dirs.next, tarballs);
    await timed('next-app: npm install', () => npmInstall(dirs.next));
    await timed('next-app: tsc --noEmit', () => run('npm', ['run', 'typecheck'], { cwd: dirs.next }));
    const output = await timed('next-app: next build', () => run('npm', ['run', 'build'], { cwd: dirs.next, env: customerEnv(keys) }));
    bundler = /Next\.js \S+ \(([^)]+)\)/.exec(output)?.[1] ?? bundler;
    expect(filesContaining(join(dirs.next, '.next'), secrets, /[\\/]\.next[\\/]cache$/)).toEqual([]);
  });

  it('renders the prefetched toolkits on the server and hydrates without an error', async () => {
    if (!service) await startService(dirs.vite);
    const port = await freePort();
    app = await start('npm', ['start', '--', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: dirs.next,
      env: backendEnv(port),
      ready: /Ready in/,
    });
    origin = `http://127.0.0.1:${port}`;
    session = await openApp(origin);
    const { page, context, traffic, errors } = session;
    page.on('worker', (worker) => workers.push(worker));
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    // The picker reads the user's connections as it mounts after hydration: a known point, past which a
    // list of toolkits, had the browser made one on mount, would have been sent.
    const connectionsRead = page.waitForResponse((response) => response.url().includes('/patchbay/api/v3/connected_accounts?'));
    await signIn(page, 'linus');
    await page.locator('[role="option"]').first().waitFor();

    // The HTML as the server sent it holds the first toolkits' names.
    const html = await (await context.request.get('/')).text();
    const first = await admin<Listing<{ name: string }>>('POST', 'toolkits/multi', { limit: 3 });
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const toolkit of first.items) expect(html).toContain(escape(toolkit.name));
    expect(html).toContain('data-slot="toolkit-picker-item"');

    // Hydrated from the server's cache: the browser did not list toolkits again.
    await (await connectionsRead).finished();
    await traffic.settle();
    expect(sent.filter((url) => url.includes('/toolkits/multi'))).toEqual([]);
    expect(traffic.exchanges.filter((exchange) => exchange.url.includes('/toolkits/multi')).map((exchange) => exchange.url)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('connects Acme Tasks through the popup until it is ACTIVE', async () => {
    await connectAcmeTasks(session, 'linus');
  });

  it('uploads a file through the FileDropzone, hashed in a Web Worker that next build emitted', async () => {
    await uploadTwice(session.page, 'minutes');
    // Served by the app itself from its build: /_next/static/<path> is .next/static/<path>.
    const scripts = await expectHashWorkerFromBuild(workers, origin, (pathname) => {
      expect(pathname, `built with ${bundler}`).toMatch(/^\/_next\/static\//);
      return join(dirs.next, '.next', 'static', pathname.slice('/_next/static/'.length));
    });
    console.log(`next-app (${bundler}): the MD5 worker ran ${scripts.join(', ')}`);
  });

  it('keeps both keys out of every request and response, and logs no error', async () => {
    const { traffic, errors, context } = session;
    await traffic.settle();
    // One upload, through the app's own origin: the copy was recognised by its MD5 and not sent.
    const uploads = traffic.exchanges.filter((exchange) => exchange.method === 'PUT').map((exchange) => exchange.url);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.startsWith(`${origin}/patchbay/uploads/`), uploads[0]).toBe(true);
    expect(findLeaks(traffic.exchanges, secrets)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await app.stop();
  });
});
