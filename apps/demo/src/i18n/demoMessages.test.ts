import { describe, expect, it } from 'vitest';
import { DEMO_LANGUAGE_TAGS, type DemoLanguage } from './demoLanguages';
import { DEMO_MESSAGES, loadDemoMessages } from './demoMessages';
import { isolate } from './isolate';
import { en } from './messages/en';

type Tree = { [key: string]: unknown };
type Message = (...values: (string | number)[]) => string;

/** Every message of `tree` by its path ("shell.signOut"), with what it is. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [inner, leaf] of leaves(value as Tree, path)) found.set(inner, leaf);
    else found.set(path, value);
  }
  return found;
}

/**
 * The values each message function is shown with: a name for those that take one, and for the others one
 * value per argument, each different, so every one can be looked for in the sentence.
 */
const SAMPLES: Record<string, (string | number)[]> = {
  'playground.headers': [1234],
  'playground.binaryBody': ['image/png', '1.4 kB'],
  'playground.ran': ['Acme Tasks', 'Create task'],
  'playground.couldNotRun': ['Acme Tasks', 'Create task', 'the title is required'],
  'accounts.named': ['Acme Tasks', 'Work'],
  'accounts.connectedOn': ['Acme Tasks', '3 Mar'],
  'accounts.numbered': ['Acme Tasks', 2],
  'triggers.stateChanged': ['Task created · Acme Tasks', 'Paused'],
  'triggers.setting': ['Include archived', 'inbox'],
  'triggers.taskEvent': ['Task created · Acme Tasks', 'Call Ada back'],
  'triggers.eventOf': ['Task created', 'Acme Tasks'],
  'admin.created': ['Dec 6, 2026, 10:48:02 AM'],
  'admin.authConfigs.managed': ['OAuth 2.0'],
  'admin.authConfigs.connections': [1234],
  'admin.fieldProblems.tooLong': [255],
  'admin.fieldProblems.serverNameRule': [4, 30],
  'admin.fieldProblems.projectNameRule': [3, 64],
};
const ONE_NAME = ['«Acme»'];
/**
 * A value the caller has already written in the language (a file size, a day or a date and time, the kit's word
 * for a state or a sign-in scheme): inserted as it is.
 */
const FORMATTED = new Set<string | number>(['1.4 kB', '3 Mar', 'Dec 6, 2026, 10:48:02 AM', 'Paused', 'OAuth 2.0']);

const source = leaves(en);
const tags = Object.keys(DEMO_MESSAGES) as Exclude<DemoLanguage, 'en'>[];

describe("the demo's own strings", () => {
  it('are listed for every language of the menu but English, which is always there', () => {
    expect([...tags, 'en'].sort()).toEqual([...DEMO_LANGUAGE_TAGS].sort());
  });

  it('give sample values to every message that takes more than one', () => {
    const needing = [...source].filter(([, message]) => typeof message === 'function' && message.length > 1);
    for (const [path] of needing) expect(SAMPLES, path).toHaveProperty([path]);
  });

  it.each(['en' as const, ...tags])('%s has every message of English, no other, each showing every value it is given', async (tag) => {
    const loaded = await loadDemoMessages(tag);
    expect(loaded.language, `the ${tag} catalog did not load`).toBe(tag);
    const theirs = leaves(loaded.messages);
    expect([...theirs.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [path, english] of source) {
      const message = theirs.get(path);
      expect(typeof message, path).toBe(typeof english);
      if (typeof message !== 'function') {
        expect(message, path).toEqual(expect.stringMatching(/\S/));
        continue;
      }
      const values = SAMPLES[path] ?? ONE_NAME;
      const shown = (message as Message)(...values);
      for (const value of values) {
        // A count in the language's digits and grouping ("1.234", "١٬٢٣٤"); a name isolated from the sentence but in English.
        const expected =
          typeof value === 'number' ? new Intl.NumberFormat(tag).format(value) : tag === 'en' || FORMATTED.has(value) ? value : isolate(value);
        expect(shown, `${path}: ${String(value)}`).toContain(expected);
      }
    }
  });
});
