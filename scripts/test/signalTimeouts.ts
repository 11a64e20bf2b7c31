/**
 * The bound on every wait of the tests, in one place. A test waits for a
 * signal (an element, an event, a request, a poll's value), never for a
 * duration: this bound only decides when a signal that never comes fails the
 * test. It is generous on purpose: on a busy CI machine (every stage of the
 * run sharing two cores) one click on a page that had just loaded took over a
 * minute to land.
 *
 * Plain TypeScript without imports: Storybook's play functions read it in the
 * browser bundle (.storybook/preview.tsx), Vitest (vitest.config.ts,
 * vitest.setup-dom.ts) and the Playwright suites on Node.
 */

/**
 * One wait for a signal: Testing Library's `waitFor` and `findBy…` (in jsdom
 * and in stories), `expect.poll`, `vi.waitFor`, a Playwright locator, event
 * or function.
 */
export const SIGNAL_TIMEOUT_MS = 120_000;

/**
 * How often a Playwright `waitForFunction` checks its condition (`{ polling: PAGE_POLLING_MS }`, required on each
 * by the lint config): still a wait for a signal, the condition. Playwright's default checks on every animation
 * frame, and a tab waiting so draws sixty frames a second for as long as it waits: 4 tabs waiting 15 s took 5.7
 * CPU seconds of Chromium that way, 1.4 checking every 50 ms and 1.0 not waiting at all.
 */
export const PAGE_POLLING_MS = 50;

/**
 * A test or a hook, or a story's whole render and play function: several waits, a server or two started.
 * Vitest's default test and hook timeout; a failing wait inside reports first, with its own message.
 */
export const TEST_TIMEOUT_MS = 3 * SIGNAL_TIMEOUT_MS;

/**
 * A test that moves a gigabyte through a real socket and disk (an upload's
 * memory test): minutes of work on a busy machine, more than TEST_TIMEOUT_MS.
 */
export const BULK_TEST_TIMEOUT_MS = 2 * TEST_TIMEOUT_MS;

/**
 * The static Storybook's build, or a sweep of every story in one setting (a theme, a phone), or the theme
 * studio with all its frames: minutes of work on a busy machine.
 */
export const STORYBOOK_STEP_TIMEOUT_MS = 900_000;

/**
 * An `npm install` from the registry (an app outside the workspace, the vendor's SDK), or a test made of one and
 * the builds after it: the registry's speed decides, not the machine's. A cold install took ten minutes on CI.
 */
export const REGISTRY_INSTALL_TIMEOUT_MS = 30 * 60_000;

/** What `applySignalTimeouts` sets on a Playwright browser context or page (described here so this file imports nothing). */
export interface DefaultTimeouts {
  setDefaultTimeout(timeout: number): void;
  setDefaultNavigationTimeout(timeout: number): void;
}

/**
 * Gives a Playwright browser context (and every page it opens), or one page, the shared bounds: a wait gets
 * SIGNAL_TIMEOUT_MS, a navigation TEST_TIMEOUT_MS, since loading a page is several waits (its HTML, then each
 * script it loads, parsed by a CPU the rest of the run shares; a Storybook preview's bundle took over a minute
 * on a busy CI machine).
 */
export function applySignalTimeouts<T extends DefaultTimeouts>(target: T): T {
  target.setDefaultTimeout(SIGNAL_TIMEOUT_MS);
  target.setDefaultNavigationTimeout(TEST_TIMEOUT_MS);
  return target;
}
