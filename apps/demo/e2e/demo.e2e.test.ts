import { describe } from 'vitest';
import { e2eSessionOfFile } from './support/e2eSessionOfFile';
import { adminWordsSuite } from './suites/adminWordsSuite';
import { approvalsSuite } from './suites/approvalsSuite';
import { assistantSuite } from './suites/assistantSuite';
import { connectAccountsSuite } from './suites/connectAccountsSuite';
import { connectionHealthSuite } from './suites/connectionHealthSuite';
import { consoleSuite } from './suites/consoleSuite';
import { developmentSuite } from './suites/developmentSuite';
import { featuresSuite } from './suites/featuresSuite';
import { keyLeakSuite } from './suites/keyLeakSuite';
import { screensSuite } from './suites/screensSuite';
import { securitySuite } from './suites/securitySuite';
import { strictOpenerPolicySuite } from './suites/strictOpenerPolicySuite';

/*
 * One journey through Acme CRM as a new user would take it, against the
 * production build: the app is built once for the run (the demo's other
 * file, firstTries.e2e.test.ts, shares the build and runs beside this one
 * with demos of its own), and the suites run in order (later ones use the
 * connections made by earlier ones). A second production demo sends
 * Cross-Origin-Opener-Policy: same-origin for the strict opener policy
 * suite. The development suite starts a demo from the sources.
 */
const session = e2eSessionOfFile();

describe('connecting accounts', () => connectAccountsSuite(session));
describe('using the connections', () => featuresSuite(session));
describe('the assistant', () => assistantSuite(session));
// Ada's Acme Tasks from the first suite; every approval it makes is answered by its end.
describe('approvals', () => approvalsSuite(session));
describe('admin area and themes', () => screensSuite(session));
// After every suite that connects Ada's Acme Tasks; it ends with the account working again, and security scans its pages too.
describe('an account that stopped working', () => connectionHealthSuite(session));
describe('security', () => securitySuite(session));
describe('under a strict opener policy', () => strictOpenerPolicySuite(session));
describe('browser console', () => consoleSuite(session));
// After the console check: the refusals it provokes on purpose are logged as failed loads.
describe('admin forms and words', () => adminWordsSuite(session));
describe('development server', () => developmentSuite(session));
describe('keys', () => keyLeakSuite(session));
