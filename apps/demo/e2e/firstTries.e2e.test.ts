import { describe } from 'vitest';
import { e2eSessionOfFile } from './support/e2eSessionOfFile';
import { consoleSuite } from './suites/consoleSuite';
import { firstTrySuite } from './suites/firstTrySuite';
import { keyLeakSuite } from './suites/keyLeakSuite';
import { languagesSuite } from './suites/languagesSuite';

/*
 * A new user's first tries, then the demo in German, Japanese and Arabic, as
 * Grace Hopper (not an admin), against the production build the run shares
 * with demo.e2e.test.ts: demos of this file's own (fresh stores, where Grace
 * has connected nothing), so it runs beside that journey.
 */
const session = e2eSessionOfFile();

describe("a new user's first tries", () => firstTrySuite(session));
// After the first tries, which count Grace Hopper's Acme Metrics accounts: this one adds more of them.
describe('in German, Japanese and Arabic', () => languagesSuite(session));
describe('browser console', () => consoleSuite(session));
describe('keys', () => keyLeakSuite(session));
