import { describe, expect, it } from 'vitest';
import { en } from '../src/connect/locales/en';
import { HOSTED_LOCALES } from '../src/connect/locales/hostedLocales';
import type { HostedMessages } from '../src/connect/locales/HostedMessages';
import { HOSTED_LOCALE_TAGS, type HostedLocale } from '../src/languages/localeTags';
import { MAX_SHOWN_NAME_LENGTH, pageText } from '../src/connect/html/pageText';
import { acceptedLanguages, MAX_ACCEPT_LANGUAGE_ENTRIES, MAX_ACCEPT_LANGUAGE_LENGTH, matchLocale, pickLocale } from '../src/languages/pickLocale';

type Key = keyof HostedMessages;
const KEYS = Object.keys(en) as Key[];

/**
 * Messages a locale may word as English does, because they are the same
 * words there (loanwords, or nothing but a name and punctuation).
 */
const SAME_AS_ENGLISH: Partial<Record<HostedLocale, Key[]>> = {
  it: ['fieldPassword', 'accountAlias'],
  nl: ['accountAlias'],
};

const LEADS = ['connectLead', 'reconnectLeadSignIn', 'reconnectLeadCredentials', 'reconnectLeadConfirm'] as const satisfies readonly Key[];
const NUMERIC: Key[] = ['linkExpired', 'tooManyForLink', 'tooManyForService'];

/** Arguments to call a message with: names, and counts that reach every plural form (Arabic's six included). */
function callsOf(message: (...args: never[]) => string, arity: number, name: Key): string[] {
  const numbers = name === 'tooManyForLink' ? [0, 1, 2, 3, 11, 100] : [0, 1, 2, 3, 11, 100, 1.5];
  const numeric = ['linkExpired', 'tooManyForLink', 'tooManyForService'].includes(name);
  const call = message as (...args: unknown[]) => string;
  if (name === 'chooseOneOf') return [call(['«us»', '«eu»'])];
  // A lead names an app, or a project that has none: both sentences.
  if ((LEADS as readonly Key[]).includes(name)) return [call({ app: '«NAME0»' }, '«NAME1»'), call({ localProject: '«NAME0»' }, '«NAME1»')];
  if (numeric) return numbers.map((n) => call(...Array.from({ length: arity }, () => n)));
  return [call(...Array.from({ length: arity }, (_, i) => `«NAME${i}»`))];
}

describe('the hosted pages’ locales', () => {
  it('lists the twelve languages', () => {
    expect(HOSTED_LOCALE_TAGS).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt-BR', 'nl', 'ja', 'zh-CN', 'ko', 'ar', 'he']);
  });

  describe.each(HOSTED_LOCALE_TAGS.filter((tag) => tag !== 'en'))('%s', (tag) => {
    const messages: HostedMessages = HOSTED_LOCALES[tag];

    it('has every message of English and no other, each of the same kind and arity', () => {
      expect(Object.keys(messages).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const source = en[key];
        const translated = messages[key];
        expect(typeof translated, key).toBe(typeof source);
        if (typeof source === 'function' && typeof translated === 'function') expect(translated.length, key).toBe(source.length);
      }
    });

    it('says every message in its own words: none left in English but the listed few, none throwing, every name kept whole', () => {
      const same: Key[] = [];
      for (const key of KEYS) {
        const source = en[key];
        const translated = messages[key];
        if (typeof source === 'string' && typeof translated === 'string') {
          expect(translated.trim(), key).not.toBe('');
          if (translated === source) same.push(key);
          continue;
        }
        const sourceCalls = callsOf(source as (...args: never[]) => string, (source as () => string).length, key);
        const calls = callsOf(translated as (...args: never[]) => string, (source as () => string).length, key);
        calls.forEach((text, i) => {
          expect(text.trim(), key).not.toBe('');
          expect(text, key).not.toContain('undefined');
          expect(text, key).not.toContain('#');
          if (!['linkExpired', 'tooManyForLink', 'tooManyForService', 'chooseOneOf'].includes(key)) {
            for (let n = 0; n < (source as () => string).length; n++) expect(text, key).toContain(`«NAME${n}»`);
          }
          if (text === sourceCalls[i]) same.push(key);
        });
      }
      expect([...new Set(same)].sort()).toEqual([...(SAME_AS_ENGLISH[tag] ?? [])].sort());
    });
  });

  // TypeScript lets a message take fewer parameters than the interface declares: this holds each count to being shown.
  it.each(HOSTED_LOCALE_TAGS)('writes every number a %s message is given, formatted for the language', (tag) => {
    const format = new Intl.NumberFormat(tag);
    for (const key of NUMERIC) {
      const message = HOSTED_LOCALES[tag][key] as (...args: number[]) => string;
      const args = [3, 47].slice(0, (en[key] as () => string).length);
      const text = message(...args);
      for (const n of args) expect(text, `${key}(${args.join(', ')})`).toContain(format.format(n));
    }
  });

  it('says in Hebrew that a project asks in the masculine, an app in the feminine', () => {
    const { m } = pageText('he');
    expect(m.connectLead({ localProject: 'default' }, 'Acme')).toBe('הפרויקט המקומי default מבקש לחבר את חשבון ה-Acme שלך.');
    expect(m.connectLead({ app: 'Acme CRM' }, 'Acme')).toBe('Acme CRM מבקשת לחבר את חשבון ה-Acme שלך.');
    for (const lead of LEADS) expect(m[lead]({ localProject: 'p' }, 't'), lead).not.toContain('מבקשת');
    expect(m.consentHeading('Acme')).toBe('הספק המדומה Acme מבקש להעניק גישה');
  });

  it('counts through Intl.PluralRules: Arabic’s forms differ for 1, 2, 3, 11 and 100', () => {
    const forms = [1, 2, 3, 11, 100].map((n) => HOSTED_LOCALES.ar.tooManyForService(n));
    expect(new Set(forms).size).toBe(5);
    expect(en.linkExpired(1)).toBe('Connect links work for 1 minute.');
    expect(en.linkExpired(10)).toBe('Connect links work for 10 minutes.');
  });

  it('isolates names on a right-to-left page, and on any page a name in a right-to-left script', () => {
    const arabic = pageText('ar');
    expect(arabic.dir).toBe('rtl');
    expect(arabic.m.connectHeading(arabic.name('Acme Metrics'))).toBe('ربط \u2068Acme Metrics\u2069');
    const english = pageText('en');
    expect(english.name('Acme Metrics')).toBe('Acme Metrics');
    expect(english.name('שלום')).toBe('\u2068שלום\u2069');
    // The marks that make a name bold are the page's own: a name cannot carry them in.
    expect(english.rich(english.m.connectLead({ app: english.strong('A\ue000B\ue001') }, 'T')).value).toBe(
      '<strong>AB</strong> is asking to connect your T account.',
    );
  });

  it('drops the bidirectional controls of an inserted value and shortens a long one', () => {
    for (const tag of ['en', 'he'] as const) {
      const { name } = pageText(tag);
      // An override or a stray isolate end would reorder the sentence around the value, or close the page's own isolate early.
      const shown = name('evil\u2069\u202egnp.exe\u202a\u2066\u200f\u200e');
      expect(shown.replace(/^\u2068|\u2069$/g, ''), tag).toBe('evilgnp.exe');
      expect(shown, tag).not.toMatch(/[\u202a-\u202e\u2066\u2067\u200e\u200f]/);
    }
    const long = pageText('en').name('x'.repeat(10_000));
    expect([...long]).toHaveLength(MAX_SHOWN_NAME_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(pageText('en').name('y'.repeat(MAX_SHOWN_NAME_LENGTH))).toBe('y'.repeat(MAX_SHOWN_NAME_LENGTH));
  });
});

describe('choosing a hosted page’s language', () => {
  it('takes the link’s locale, then Accept-Language, then the project’s default, then English', () => {
    expect(pickLocale({ link: 'ja', acceptLanguage: 'fr', projectDefault: 'de' })).toBe('ja');
    expect(pickLocale({ acceptLanguage: 'fr', projectDefault: 'de' })).toBe('fr');
    expect(pickLocale({ projectDefault: 'de' })).toBe('de');
    expect(pickLocale({})).toBe('en');
    // A source naming no language the pages speak is passed over.
    expect(pickLocale({ link: 'zh-TW', acceptLanguage: 'sv, fr;q=0.5', projectDefault: 'de' })).toBe('fr');
    expect(pickLocale({ link: 'zh-TW', acceptLanguage: 'sv', projectDefault: 'de' })).toBe('de');
  });

  it('orders Accept-Language by q-value, keeps the header’s order on ties, and drops q=0', () => {
    expect(acceptedLanguages('fr;q=0.5, de, ja;q=0.9')).toEqual(['de', 'ja', 'fr']);
    expect(acceptedLanguages('es;q=0.8, it;q=0.8')).toEqual(['es', 'it']);
    expect(acceptedLanguages('de;q=0, fr')).toEqual(['fr']);
    expect(pickLocale({ acceptLanguage: 'sv;q=1, nl;q=0.7, de;q=0.8' })).toBe('de');
    expect(pickLocale({ acceptLanguage: 'de;q=0, *;q=0.5' })).toBe('en');
    // Malformed q-values and tags are left out, not guessed at.
    expect(acceptedLanguages('de;q=2, fr;q=abc, es;q=0.5, 1234, ja')).toEqual(['ja', 'es']);
  });

  it('falls back from a region to its language, never to another script', () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('de-at')).toBe('de');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('zh-SG')).toBe('zh-CN');
    expect(matchLocale('zh-Hans-HK')).toBe('zh-CN');
    expect(matchLocale('ar-EG')).toBe('ar');
    expect(matchLocale('iw')).toBe('he');
    // An extension is accepted and does not change the language.
    expect(matchLocale('en-u-ca-gregory')).toBe('en');
    expect(matchLocale('ar-EG-u-nu-latn')).toBe('ar');
    expect(matchLocale('zh-TW')).toBeNull();
    expect(matchLocale('zh-Hant')).toBeNull();
    expect(matchLocale('sr-Latn')).toBeNull();
    expect(matchLocale('und')).toBeNull();
    expect(pickLocale({ acceptLanguage: 'zh-TW' })).toBe('en');
    expect(pickLocale({ link: 'zh-TW' })).toBe('en');
  });

  it('answers a hostile header normally, reading a bounded part of it', () => {
    const huge = Array.from({ length: 10_000 }, (_, i) => `x${i % 10}-abc;q=0.${i % 10}`).join(', ');
    expect(pickLocale({ acceptLanguage: huge })).toBe('en');
    expect(pickLocale({ acceptLanguage: `${huge}, de` })).toBe('en');
    expect(acceptedLanguages(huge).length).toBeLessThanOrEqual(MAX_ACCEPT_LANGUAGE_ENTRIES);
    for (const header of [
      '__proto__',
      '__proto__, constructor;q=1, toString',
      'de\u0000, fr',
      '\u202e\u2066ar\u2069, ﷽',
      '😀-😀;q=1',
      ';;;,,,;q=,=;',
      'a'.repeat(100_000),
      `${'-'.repeat(50_000)}de`,
      'de-'.repeat(20_000),
    ]) {
      expect(() => pickLocale({ acceptLanguage: header }), header.slice(0, 40)).not.toThrow();
    }
    expect(pickLocale({ acceptLanguage: '__proto__, ja' })).toBe('ja');
    expect(pickLocale({ acceptLanguage: 'a'.repeat(100_000) })).toBe('en');
  });

  it('reads a header longer than the limit up to its last whole entry, never a cut tag', () => {
    // `zh-Hant` cut to `zh` would be Simplified Chinese, which the reader did not ask for.
    const filler = `fr;q=0.1,${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH - 2 - 'fr;q=0.1,'.length)}`;
    const header = `${filler}zh-Hant, de`;
    // The limit falls just after `zh`.
    expect(header.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH).endsWith(' zh')).toBe(true);
    expect(acceptedLanguages(header)).toEqual(['fr']);
    expect(pickLocale({ acceptLanguage: header })).toBe('fr');
    // The entries wholly within the limit are still read.
    expect(acceptedLanguages(`de, ${'x'.repeat(MAX_ACCEPT_LANGUAGE_LENGTH)}`)).toEqual(['de']);
    expect(pickLocale({ link: '__proto__', projectDefault: 'constructor' })).toBe('en');
  });
});
