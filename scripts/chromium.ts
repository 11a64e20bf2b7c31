import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`), the build Playwright itself runs
 * headless tests in; playwright-core downloads no browser. The full browser (`CHROMIUM_PATH=/usr/bin/chromium`)
 * passes the same tests, but its headless mode starts more processes per page: the Storybook file took 546 CPU
 * seconds of Chromium with it and 379 with the shell.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags for a quiet, deterministic headless Chromium on a CI machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches the system Chromium with the flags above and any extra ones. */
export function launchChromium(extraArgs: string[] = [], executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
