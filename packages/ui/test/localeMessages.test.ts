import { describe, expect, it } from 'vitest';
import ar from '../src/locales/ar';
import de from '../src/locales/de';
import es from '../src/locales/es';
import fr from '../src/locales/fr';
import he from '../src/locales/he';
import italian from '../src/locales/it';
import ja from '../src/locales/ja';
import ko from '../src/locales/ko';
import nl from '../src/locales/nl';
import ptBR from '../src/locales/pt-BR';
import zhCN from '../src/locales/zh-CN';
import { formatList } from '../src/shared/formatList';
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

/** Messages the same in every language: a name of a standard, empty text, punctuation around values, what developers read. */
const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  'connect.schemeNames.OAUTH2', // OAuth 2.0
  'connect.status.idle', // empty
  'errors.status', // "404 not_found", for developers
  'connections.separator',
  'toolForm.itemLabel', // "Tags 2"
  'toolApproval.resourceName', // a service's noun, as the service writes it
];

/** Messages a language writes as English does: the same punctuation around values, or words it shares with English. */
const ALSO_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [
    'connections.accountOf', // "Acme Tasks (Work)"
    'abilities.kind', // "Lesen (3):": the kind's word is a value
    'dropzone.announce', // "name: status"
    'toolForm.fieldError', // "label: detail"
    'triggerForm.serverFieldError',
    'picker.label', // "Apps" is German too
  ],
  ar: ['connections.accountOf', 'abilities.kind', 'dropzone.announce', 'toolForm.fieldError', 'triggerForm.serverFieldError'],
  he: [
    'connections.accountOf', // "Acme Tasks (Work)"
    'abilities.kind', // "קריאה (3):": the kind's word is a value
    'dropzone.announce', // "name: status"
    'toolForm.fieldError', // "label: detail"
    'triggerForm.serverFieldError',
  ],
  es: [
    'connections.accountOf', // "Acme Tasks (Work)"
    'connections.actionFor', // "Desconectar Acme Tasks": the action's word is a value, before the account as in English
    'abilities.kind', // "Lee (3):": the kind's word is a value
    'dropzone.announce', // "name: status"
    'toolForm.fieldError', // "label: detail"
    'triggerForm.serverFieldError',
    'toolForm.no', // "No" is Spanish too
    'toolApproval.no',
  ],
  fr: [
    'connections.accountOf', // "Acme Tasks (Work)"
    'connections.actionFor', // "Déconnecter Acme Tasks": the action's word is a value
  ],
  it: [
    'connections.accountOf', // "Acme Tasks (Work)"
    'connections.actionFor', // "Scollega Acme Tasks": the action's word is a value
    'connections.unnamedAccount', // "Account 2": Italian software says "account" too
    'connectionHealth.unnamedAccount',
    'alias.unnamed',
    'abilities.kind', // "Lettura (3):": the kind's word is a value
    'dropzone.announce', // "name: status"
    'toolForm.fieldError', // "label: detail"
    'triggerForm.serverFieldError',
    'toolForm.no', // "No" is Italian too
    'toolApproval.no',
  ],
  'pt-BR': [
    'connections.accountOf', // "Acme Tasks (Work)"
    'connections.actionFor', // "Desconectar Acme Tasks": the action's word is a value
    'abilities.kind', // "Leitura (3):": the kind's word is a value
    'dropzone.announce', // "name: status"
    'toolForm.fieldError', // "label: detail"
    'triggerForm.serverFieldError',
    'picker.label', // "Apps" is Brazilian Portuguese too
    'picker.resultCount', // "3 apps"
  ],
  nl: [
    'connections.accountOf', // "Acme Tasks (Work)"
    'connections.unnamedAccount', // "Account 2": "account" is Dutch too
    'connectionHealth.unnamedAccount',
    'alias.unnamed',
    'abilities.kind', // "Lezen (3):": the kind's word is a value
    'dropzone.announce', // "name: status"
    'toolForm.fieldError', // "label: detail"
    'triggerForm.serverFieldError',
    'picker.label', // "Apps" is Dutch too
    'picker.resultCount', // "3 apps"
  ],
  ja: [],
  'zh-CN': [],
  ko: [
    'connections.accountOf', // "Acme Tasks (Work)": Korean keeps half-width brackets
    'abilities.kind', // "읽기 (3):": the kind's word is a value
    'dropzone.announce', // "name: status"
    'toolForm.fieldError', // "label: detail"
    'triggerForm.serverFieldError',
  ],
};

describe('the shipped translations', () => {
  const english = texts(en.messages, 'en');
  it.each([
    ['de', de],
    ['ar', ar],
    ['he', he],
    ['es', es],
    ['fr', fr],
    ['it', italian],
    ['pt-BR', ptBR],
    ['nl', nl],
    ['ja', ja],
    ['zh-CN', zhCN],
    ['ko', ko],
  ] as const)('translate every message of English in %s, but for the listed ones', (name, locale: Locale) => {
    const same = [...texts(locale.messages, locale.tag)]
      // Isolation marks are invisible: a sentence that only adds them is not translated.
      .filter(([path, text]) => text.replace(/[\u2068\u2069]/g, '') === english.get(path))
      .map(([path]) => path);
    expect(same.sort()).toEqual([...SAME_IN_EVERY_LANGUAGE, ...ALSO_AS_ENGLISH[name]!].sort());
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
    ['he', he.messages],
    ['es', es.messages],
    ['fr', fr.messages],
    ['it', italian.messages],
    ['pt-BR', ptBR.messages],
    ['nl', nl.messages],
    ['ja', ja.messages],
    ['zh-CN', zhCN.messages],
    ['ko', ko.messages],
  ] as const)('are written as the active tag writes them, in %s', (_name, messages) => {
    // A derived locale (`{ ...ar, tag: 'ar-EG' }`) writes Arabic-Indic digits: none may stay Latin.
    for (const text of numbered(messages, 'ar-EG')) {
      expect(text, text).toMatch(/١٢/);
      expect(text, text).not.toMatch(/[0-9]/);
    }
  });
});

describe('lists in messages', () => {
  it('separate names as each language does, never run together', () => {
    expect(formatList(['Work', 'Personal', 'Travel'], 'en')).toBe('Work, Personal, Travel');
    expect(formatList(['Work', 'Personal'], 'zh-CN')).toBe('Work、Personal');
    expect(formatList(['Work', 'Personal'], 'ja')).toBe('Work、Personal');
  });

  it('offer alternatives with the language\'s "or" (the types a refused file could have had)', () => {
    expect(formatList(['PDF', 'PNG'], 'en', 'disjunction')).toBe('PDF or PNG');
    expect(formatList(['PDF', 'PNG', 'JPEG'], 'de', 'disjunction')).toBe('PDF, PNG oder JPEG');
    expect(formatList(['PDF', 'PNG'], 'he', 'disjunction')).toBe('PDF או PNG');
    expect(de.messages.dropzone.wrongType(formatList(['PDF', 'PNG'], 'de', 'disjunction'))).toBe(
      `Dieser Dateityp ist nicht erlaubt (${isolate('PDF oder PNG')}).`,
    );
    expect(he.messages.dropzone.wrongType(formatList(['PDF', 'PNG'], 'he', 'disjunction'))).toBe(`סוג הקובץ הזה לא נתמך (${isolate('PDF או PNG')}).`);
  });

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
