import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
// For its declaration of what this setup provides.
import type {} from './connectChromium';

/*
 * One Chromium for the whole run. Vitest calls a project's global setup once
 * per project that has files in the run, each in its own module instance, so
 * the server and a count of its users live on globalThis: the browser and
 * consumers projects share one launch, and it closes after the last of them.
 */
interface Shared {
  server: Promise<BrowserServer>;
  users: number;
}
const KEY = Symbol.for('patchbay.chromiumServer');
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (registry[KEY] ??= {
    server: chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, host: '127.0.0.1' }),
    users: 0,
  });
  shared.users++;
  project.provide('chromiumEndpoint', (await shared.server).wsEndpoint());
  return async () => {
    if (--shared.users > 0) return;
    registry[KEY] = undefined;
    await (await shared.server).close();
  };
}
