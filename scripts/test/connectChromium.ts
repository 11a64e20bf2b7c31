import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../chromium';
import { SIGNAL_TIMEOUT_MS } from './signalTimeouts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens (chromiumGlobalSetup.ts). */
    chromiumEndpoint: string;
  }
}

/**
 * The run's shared Chromium (see chromiumGlobalSetup.ts), or a browser of
 * its own when a file runs without that setup. Closing what this returns
 * closes the connection only; the shared browser outlives each file. A
 * context opened on it takes the tests' shared bound on its waits with
 * `applySignalTimeouts` (signalTimeouts.ts).
 */
export function connectChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint, { timeout: SIGNAL_TIMEOUT_MS }) : launchChromium();
}
