import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens (chromiumGlobalSetup.ts). */
    chromiumEndpoint: string;
  }
}

/**
 * The run's shared Chromium (see chromiumGlobalSetup.ts), or a browser of
 * its own when a file runs without that setup. Closing what this returns
 * closes the connection only; the shared browser outlives each file.
 */
export function connectChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}
