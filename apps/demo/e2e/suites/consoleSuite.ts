import { expect, it } from 'vitest';
import type { E2eSession } from '../support/E2eSession';

/**
 * Errors the journey causes on purpose, each logged by Chromium as a failed
 * load: the hosted page answering a wrong API key with 422, and the security
 * suite's cross-user calls (another user's account and proxy: 404; an
 * organization endpoint for a non-admin: 403).
 */
const CAUSED_ON_PURPOSE = [
  /status of 422 .*\[\S+\/patchbay\/connect\/lt_\w+\]$/,
  /status of 404 .*\[\S+\/patchbay\/api\/v3\/connected_accounts\/\w+\]$/,
  /status of 404 .*\[\S+\/patchbay\/api\/v3\/tools\/execute\/proxy\]$/,
  /status of 403 .*\[\S+\/patchbay\/api\/v3\/webhook_subscriptions\]$/,
];

/** After the whole journey: no page, popups included, threw or logged any other error. */
export function consoleSuite(session: () => E2eSession): void {
  it('leaves nothing else in the browser console', () => {
    const { pageErrors } = session().harness;
    expect(pageErrors.length).toBeGreaterThan(0); // the on-purpose ones prove errors are recorded at all
    expect(pageErrors.filter((error) => !CAUSED_ON_PURPOSE.some((pattern) => pattern.test(error)))).toEqual([]);
  });
}
