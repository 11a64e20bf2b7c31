import { describe, expect, it } from 'vitest';
import { isolate } from '../src/shared/isolate';
import { en } from '../src/theme/en';
import { NEUTRAL_MESSAGES } from '../src/theme/Locale';
import { PSEUDO_GROWTH, pseudoLocale, pseudoText } from '../stories/support/pseudoLocale';

const TAG = pseudoLocale.tag;
const NOW = new Date('2030-04-01T12:00:00Z');

/**
 * Values to call a message with, by its path: the ones that take numbers, lists, dates or a null, and a
 * second call where a message says something else for another value. Any other message is called with
 * `DEFAULT_ARGS` (strings: an app's and an account's name, which a message puts in its sentence).
 */
const SAMPLES: Record<string, unknown[][]> = {
  'errors.status': [[404, 'not_found']],
  'connections.unnamedAccount': [[2, TAG]],
  'connections.timeAgo': [
    [new Date(NOW.getTime() - 3 * 86_400_000), NOW, TAG],
    [NOW, NOW, TAG],
  ],
  'connectionHealth.many': [[3, TAG]],
  'connectionHealth.unnamedAccount': [[2, TAG]],
  'connectionHealth.reconnect': [
    ['Acme Tasks', 'Work'],
    ['Acme Tasks', null],
  ],
  'alias.existing': [
    ['Acme Tasks', 'Work, Personal'],
    ['Acme Tasks', ''],
  ],
  'alias.tooLong': [[40, TAG]],
  'alias.unnamed': [[2, TAG]],
  'abilities.kind': [['Reads', 4, TAG]],
  'abilities.examples': [
    [['List tasks', 'Get task'], 2, TAG],
    [['List tasks', 'Get task'], 0, TAG],
  ],
  'picker.resultCount': [
    [1, TAG],
    [1773, TAG],
  ],
  'toolForm.itemLabel': [['Tags', 2, TAG]],
  'toolForm.searchHint': [[40, TAG]],
  'toolApproval.asks': [
    ['Acme Tasks', 'Work'],
    ['Acme Tasks', null],
  ],
  'toolApproval.target': [
    ['deletes', 'task', 'Write report', 'Acme Tasks'],
    ['creates', 'task', null, 'Acme Tasks'],
  ],
  'toolApproval.resourceName': [['task']],
  'toolApproval.moreItems': [[3, TAG]],
  'dropzone.hashing': [[42, TAG]],
  'dropzone.uploading': [[64, TAG]],
  // The dropzone splits its sentence at the button's stand-in: it must come back whole.
  'dropzone.prompt': [['\uE000']],
};
const DEFAULT_ARGS = ['Acme Tasks', 'Work'];

/** Every message of `messages` by its path (`connect.title`), strings and functions alike. */
function leaves(messages: unknown, path = ''): [string, unknown][] {
  if (messages && typeof messages === 'object')
    return Object.entries(messages).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  return [[path, messages]];
}

const at = (messages: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((section, key) => (section as Record<string, unknown> | undefined)?.[key], messages);

/** The strings a call put in its sentence as they are (an argument, an item of a list argument). */
const valuesIn = (text: string, args: unknown[]) =>
  args
    .flatMap((arg) => (Array.isArray(arg) ? arg : [arg]))
    .filter((value): value is string => typeof value === 'string' && value !== '' && text.includes(value));

/** Each message's English text and pseudo text, for every sample call of a function. */
const cases = leaves(en.messages)
  .filter(([path]) => !NEUTRAL_MESSAGES.has(path))
  .flatMap(([path, english]) => {
    const pseudo = at(pseudoLocale.messages, path);
    if (typeof english !== 'function') return [{ path, args: [] as unknown[], english: english as string, pseudo: pseudo as string }];
    return (SAMPLES[path] ?? [DEFAULT_ARGS]).map((args) => ({
      path,
      args,
      english: (english as (...values: unknown[]) => string)(...args),
      pseudo: (pseudo as (...values: unknown[]) => string)(...args),
    }));
  });

describe('pseudoLocale', () => {
  it('has every message of English, each of the same kind, and keeps the formatters of dates, numbers, lists and sizes', () => {
    const english = leaves(en.messages);
    expect(leaves(pseudoLocale.messages).map(([path, value]) => [path, typeof value])).toEqual(english.map(([path, value]) => [path, typeof value]));
    for (const path of NEUTRAL_MESSAGES) expect(at(pseudoLocale.messages, path), path).toBe(at(en.messages, path));
    expect(cases.length).toBeGreaterThan(english.length - NEUTRAL_MESSAGES.size);
  });

  it('accents every message, leaving no Latin letter plain outside the values it was given', () => {
    for (const { path, args, english, pseudo } of cases) {
      // An empty message shows nothing, in every language.
      if (english === '') {
        expect(pseudo, path).toBe('');
        continue;
      }
      expect(pseudo, path).not.toBe(english);
      let rest = pseudo;
      for (const value of valuesIn(english, args)) rest = rest.split(value).join('');
      // A value the message capitalized ("task" → "Task") is kept as it is too.
      for (const value of valuesIn(english.toLowerCase(), args)) rest = rest.split(value.charAt(0).toUpperCase() + value.slice(1)).join('');
      expect(rest, `${path}: ${pseudo}`).not.toMatch(/[a-zA-Z]/);
      expect(pseudo, path).toMatch(/^\[.*\]$/s);
    }
  });

  it('keeps the values a message was given: names, numbers as written', () => {
    for (const { path, args, english, pseudo } of cases) {
      for (const value of valuesIn(english, args)) expect(pseudo, path).toContain(value);
      expect(pseudo.replace(/\D/g, ''), path).toBe(english.replace(/\D/g, ''));
    }
    expect(pseudoLocale.messages.connections.actionFor('Reconnect', 'Acme Tasks (Work)')).toContain('Acme Tasks (Work)');
  });

  it('keeps the isolates around a value whole', () => {
    const name = isolate('C++ Tools');
    const text = pseudoLocale.messages.connect.startButton(name);
    expect(text).toContain(name);
    expect(text.startsWith('[Çöñţîñûë ţö \u2068C++ Tools\u2069')).toBe(true);
    expect(pseudoText(`a ${name} b`, [name])).toContain(name);
  });

  it('makes every message about 40% longer: the brackets and filler words, at least 2 more characters', () => {
    for (const { path, english, pseudo } of cases) {
      if (english === '') continue;
      expect(pseudo.length, `${path}: ${pseudo}`).toBe(english.length + Math.max(2, Math.ceil(english.length * PSEUDO_GROWTH)));
    }
    // A long sentence: 1.4 times as long, give or take a character, with room to wrap between the filler's words.
    const long = pseudoLocale.messages.errors.network;
    expect(long.length / en.messages.errors.network.length).toBeCloseTo(1 + PSEUDO_GROWTH, 1);
    expect(long).toMatch(/\.\s\S+\s\S+/);
  });
});
