import { afterAll, beforeAll, describe } from 'vitest';
import type { E2eSession } from './support/E2eSession';
import { startE2eHarness } from './support/startE2eHarness';
import { adminWordsSuite } from './suites/adminWordsSuite';
import { approvalsSuite } from './suites/approvalsSuite';
import { assistantSuite } from './suites/assistantSuite';
import { connectAccountsSuite } from './suites/connectAccountsSuite';
import { connectionHealthSuite } from './suites/connectionHealthSuite';
import { consoleSuite } from './suites/consoleSuite';
import { developmentSuite } from './suites/developmentSuite';
import { featuresSuite } from './suites/featuresSuite';
import { firstTrySuite } from './suites/firstTrySuite';
import { languagesSuite } from './suites/languagesSuite';
import { screensSuite } from './suites/screensSuite';
import { securitySuite } from './suites/securitySuite';
import { strictOpenerPolicySuite } from './suites/strictOpenerPolicySuite';

/*
 * One journey through Acme CRM as a new user would take it, against the
 * production build: the app is built and the demo started once, and the
 * suites run in order (later ones use the connections made by earlier ones).
 * A second production demo sends Cross-Origin-Opener-Policy: same-origin for
 * the strict opener policy suite. The last suite starts a demo from the
 * sources, in development.
 */
const state: Partial<E2eSession> = {};
const session = (): E2eSession => {
  if (!state.harness || !state.context || !state.page || !state.traffic) throw new Error('The e2e harness did not start.');
  return state as E2eSession;
};

beforeAll(async () => {
  state.harness = await startE2eHarness();
  const { context, page, traffic } = await state.harness.newContext();
  state.context = context;
  state.page = page;
  state.traffic = traffic;
});

afterAll(async () => {
  await state.harness?.close();
});

describe('connecting accounts', () => connectAccountsSuite(session));
describe('using the connections', () => featuresSuite(session));
describe('the assistant', () => assistantSuite(session));
// Ada's Acme Tasks from the first suite; every approval it makes is answered by its end.
describe('approvals', () => approvalsSuite(session));
describe('admin area and themes', () => screensSuite(session));
// After the assistant suite (Grace Hopper has connected nothing before it) and the admin area (its new
// MCP server takes the project's newest auth config; this suite's catalog apps add GitHub's, Slack's and Notion's).
describe("a new user's first tries", () => firstTrySuite(session));
// After every suite that connects Ada's Acme Tasks; it ends with the account working again, and security scans its pages too.
describe('an account that stopped working', () => connectionHealthSuite(session));
describe('security', () => securitySuite(session));
describe('under a strict opener policy', () => strictOpenerPolicySuite(session));
describe('browser console', () => consoleSuite(session));
// After the console check: the refusals it provokes on purpose are logged as failed loads.
describe('admin forms and words', () => adminWordsSuite(session));
// After the first tries, which count Grace Hopper's Acme Metrics accounts: this one adds more of them.
describe('in German, Japanese and Arabic', () => languagesSuite(session));
describe('development server', () => developmentSuite(session));
