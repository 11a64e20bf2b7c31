import type { PatchbayServerOptions } from '../src/createPatchbayServer';
import { get, postForm, type Hop } from './browserSteps';
import { useTestServer, type Backend, type RunningTestServer } from './harness';
import { useTestClock, type TestClock } from './testClock';

/** Where the app sends users to connect, and where the hosted page sends them back. */
export const CALLBACK = 'https://app.example.com/settings/integrations';

export type { Hop } from './browserSteps';

/** One browser step, redirects not followed; `form` posts its fields urlencoded, as a page's form does. */
export const hop = (url: string, form?: Record<string, string>): Promise<Hop> => (form ? postForm(url, form) : get(url));

export interface ConnectScenario {
  /** Stands still at the same instant at the start of each test: link expiry and connected_at are exact. */
  clock: TestClock;
  t: RunningTestServer;
  /** The connected account as the API answers it. */
  account(id: string): Promise<any>;
}

/** A service on `backend` for each test of the enclosing describe, on a clock the test moves; `options` set the rest (e.g. `testControls`). */
export function useConnectScenario(backend: Backend, options: Omit<PatchbayServerOptions, 'clock'> = {}): ConnectScenario {
  const clock = useTestClock('2026-03-01T12:00:00.000Z');
  const t = useTestServer(backend, { ...options, clock });
  const account = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;
  return { clock, t, account };
}
