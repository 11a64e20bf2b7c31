import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

/*
 * `npm run build && npm run test:e2e`: starts the local service with its test
 * controls on and this app's backend (or reuses ones already listening there,
 * outside CI), then runs e2e/ in Chromium. The keys are made up for the run:
 * the service accepts the ones it is started with.
 */
const servicePort = process.env.PATCHBAY_PORT ?? '8787';
const appPort = process.env.PORT ?? '3000';
process.env.PATCHBAY_URL = `http://127.0.0.1:${servicePort}`;
process.env.PATCHBAY_API_KEY ??= 'pk_local_e2e';
process.env.PATCHBAY_ORG_API_KEY ??= 'ok_local_e2e';
const appUrl = `http://127.0.0.1:${appPort}`;
/** A test's bound (and a server's start) and an expectation's: a busy CI machine may pass longer ones. */
const testTimeout = Number(process.env.E2E_TEST_TIMEOUT_MS) || 60_000;
const waitTimeout = Number(process.env.E2E_WAIT_TIMEOUT_MS) || 15_000;
const keys = { PATCHBAY_API_KEY: process.env.PATCHBAY_API_KEY, PATCHBAY_ORG_API_KEY: process.env.PATCHBAY_ORG_API_KEY };

/** A browser already running (PW_TEST_CONNECT_WS_ENDPOINT, from a `launchServer` of the same Playwright version), else the system's Chromium: nothing is downloaded. */
const browser: PlaywrightTestConfig['use'] = process.env.PW_TEST_CONNECT_WS_ENDPOINT
  ? { connectOptions: { wsEndpoint: process.env.PW_TEST_CONNECT_WS_ENDPOINT } }
  : { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } };

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: testTimeout,
  expect: { timeout: waitTimeout },
  use: { baseURL: appUrl, trace: 'retain-on-failure', ...browser },
  webServer: [
    {
      name: 'patchbay',
      command: `npx patchbay-server --memory --test-controls --port ${servicePort}`,
      // Answers 401 without a key: up.
      url: `${process.env.PATCHBAY_URL}/api/v3/toolkits`,
      env: keys,
      reuseExistingServer: !process.env.CI,
      timeout: testTimeout,
    },
    {
      name: 'app',
      command: 'npm start',
      url: `${appUrl}/auth/me`,
      env: { ...keys, PATCHBAY_URL: process.env.PATCHBAY_URL, APP_ORIGIN: appUrl, PORT: appPort },
      reuseExistingServer: !process.env.CI,
      timeout: testTimeout,
    },
  ],
  // What an admin does once per toolkit the app offers: an auth config (users may not create one through the relay).
  globalSetup: './e2e/globalSetup.ts',
});
