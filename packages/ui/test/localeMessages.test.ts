import { describe, expect, it } from 'vitest';
import ar from '../src/locales/ar';
import de from '../src/locales/de';
import { isolate } from '../src/shared/isolate';
import { en } from '../src/theme/en';
import type { Locale } from '../src/theme/Locale';
import type { Messages } from '../src/theme/messages';

/** Sample values for the messages that take more than names, by key. */
const SAMPLES: Record<string, (tag: string) => unknown[]> = {
  timeAgo: (tag) => [new Date(0), new Date(3 * 86_400_000), tag],
  kind: (tag) => ['Kind', 3, tag],
  examples: (tag) => [['List tasks', 'Get task'], 2, tag],
  many: (tag) => [3, tag],
  resultCount: (tag) => [3, tag],
  tooLong: (tag) => [64, tag],
  unnamed: (tag) => [2, tag],
  unnamedAccount: (tag) => [2, tag],
  itemLabel: (tag) => ['Tags', 2, tag],
  searchHint: (tag) => [30, tag],
  moreItems: (tag) => [2, tag],
  hashing: (tag) => [42, tag],
  uploading: (tag) => [42, tag],
  status: () => [404, 'not_found'],
  target: () => ['deletes', 'task', 'Write report', 'Acme Tasks'],
  // The formatters, which a locale may leave out.
  date: (tag) => [new Date(0), tag],
  dateTime: (tag) => [new Date(0), tag],
  number: (tag) => [1234.5, tag],
  fileSize: (tag) => [1400, tag],
  list: (tag) => [['Work', 'Personal'], tag],
};

/** Every message of `messages` as text, by path: strings as they are, functions given sample values (names otherwise). */
function texts(messages: object, tag: string, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') found.set(at, value);
    else if (typeof value === 'function') {
      const args = SAMPLES[key]?.(tag) ?? ['Acme Tasks', 'Work'];
      found.set(at, String((value as (...values: unknown[]) => unknown)(...args)));
    } else if (value && typeof value === 'object') for (const [each, text] of texts(value, tag, at)) found.set(each, text);
  }
  return found;
}

/** Messages the same in every language: a name of a standard, empty text, punctuation around values, and words German shares with English. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [
    'connect.schemeNames.OAUTH2', // OAuth 2.0
    'connect.status.idle', // empty
    'errors.status', // "404 not_found", for developers
    'connections.accountOf', // "Acme Tasks (Work)"
    'connections.separator',
    'abilities.kind', // "Lesen (3):": the kind's word is a value
    'dropzone.announce', // "name: status"
    'toolForm.fieldError', // "label: detail"
    'toolForm.itemLabel', // "Tags 2"
    'triggerForm.serverFieldError',
    'toolApproval.resourceName', // a service's noun, capitalised
    'picker.label', // "Apps" is German too
  ],
  ar: [
    'connect.schemeNames.OAUTH2',
    'connect.status.idle',
    'errors.status',
    'connections.accountOf',
    'connections.separator',
    'abilities.kind',
    'dropzone.announce',
    'toolForm.fieldError',
    'toolForm.itemLabel',
    'triggerForm.serverFieldError',
    'toolApproval.resourceName', // a service's noun, as the service writes it
  ],
};

describe('the shipped translations', () => {
  const english = texts(en.messages, 'en');
  it.each([
    ['de', de],
    ['ar', ar],
  ] as const)('translate every message of English in %s, but for the listed ones', (name, locale: Locale) => {
    const same = [...texts(locale.messages, locale.tag)]
      // Isolation marks are invisible: a sentence that only adds them is not translated.
      .filter(([path, text]) => text.replace(/[\u2068\u2069]/g, '') === english.get(path))
      .map(([path]) => path);
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[name]!].sort());
  });
});

describe('numbers in messages', () => {
  /** The messages that show a number, given `tag`. */
  const numbered = (messages: Messages | Locale['messages'], tag: string): string[] => [
    messages.abilities.kind('Kind', 12, tag),
    messages.abilities.examples(['List tasks'], 12, tag),
    messages.connectionHealth.many(12, tag),
    messages.connectionHealth.unnamedAccount(12, tag),
    messages.connections.unnamedAccount(12, tag),
    messages.alias.tooLong(12, tag),
    messages.alias.unnamed(12, tag),
    messages.picker.resultCount(12, tag),
    messages.toolForm.itemLabel('Tags', 12, tag),
    messages.toolForm.searchHint(12, tag),
    messages.toolApproval.moreItems(12, tag),
    messages.dropzone.hashing(12, tag),
    messages.dropzone.uploading(12, tag),
  ];

  it.each([
    ['en', en.messages],
    ['de', de.messages],
    ['ar', ar.messages],
  ] as const)('are written as the active tag writes them, in %s', (_name, messages) => {
    // A derived locale (`{ ...ar, tag: 'ar-EG' }`) writes Arabic-Indic digits: none may stay Latin.
    for (const text of numbered(messages, 'ar-EG')) {
      expect(text, text).toMatch(/١٢/);
      expect(text, text).not.toMatch(/[0-9]/);
    }
  });
});

describe('lists in messages', () => {
  it('join "how many more" as the last item, with the language\'s word for "and" once', () => {
    expect(en.messages.abilities.examples(['List tasks', 'Get task'], 2, 'en')).toBe('List tasks, Get task, and 2 more');
    expect(de.messages.abilities.examples(['A', 'B', 'C'], 2, 'de')).toBe('A, B, C und 2 weitere');
    expect(ar.messages.abilities.examples(['A', 'B'], 2, 'ar')).toBe(
      new Intl.ListFormat('ar', { type: 'conjunction' }).format(['A', 'B', '2 غيرها']),
    );
    expect(en.messages.abilities.examples(['List tasks'], 0, 'en')).toBe('List tasks');
  });
});

describe('names inserted in a sentence', () => {
  it('keep their own direction in Arabic, "C++" not read as "++C"', () => {
    for (const text of [
      ar.messages.connections.confirmTitle('C++'),
      ar.messages.connections.moreActions('C++'),
      ar.messages.connections.accountOf('Acme', 'C++'),
      ar.messages.dropzone.announce('C++', 'تم الرفع'),
      ar.messages.connect.connectTo('C++'),
    ]) {
      expect(text).toContain('\u2068C++\u2069');
    }
    expect(isolate('C++')).toBe('\u2068C++\u2069');
  });

  it('are isolated in German too, where it changes nothing visible', () => {
    expect(de.messages.connections.confirmTitle('C++')).toBe('\u2068C++\u2069 trennen?');
  });
});
