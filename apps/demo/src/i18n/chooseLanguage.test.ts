import { describe, expect, it } from 'vitest';
import { chooseLanguage, type LanguageSources } from './chooseLanguage';

const none: LanguageSources = { search: '', stored: null, browser: [], page: '' };

describe("the demo's language", () => {
  it('takes ?lang= over the stored pick, the stored pick over the browser, the browser over <html lang>', () => {
    const all = { search: '?lang=ja', stored: 'ar', browser: ['de-DE', 'en'], page: 'fr' };
    expect(chooseLanguage(all)).toBe('ja');
    expect(chooseLanguage({ ...all, search: '' })).toBe('ar');
    expect(chooseLanguage({ ...all, search: '', stored: null })).toBe('de');
    expect(chooseLanguage({ ...all, search: '', stored: null, browser: [] })).toBe('fr');
    expect(chooseLanguage(none)).toBe('en');
  });

  it('passes over a tag it does not have, or a malformed one, down to English', () => {
    expect(chooseLanguage({ ...none, search: '?lang=xx', stored: 'klingon', browser: ['sv-SE', 'not a tag'], page: 'en_US' })).toBe('en');
    expect(chooseLanguage({ ...none, search: '?lang=', stored: '' })).toBe('en');
    // The first of the browser's languages the demo has, in the browser's order.
    expect(chooseLanguage({ ...none, browser: ['sv', 'ko-KR', 'de'] })).toBe('ko');
  });

  it('gives a region its language, never another script', () => {
    expect(chooseLanguage({ ...none, search: '?lang=de-AT' })).toBe('de');
    expect(chooseLanguage({ ...none, search: '?lang=pt-PT' })).toBe('pt-BR');
    expect(chooseLanguage({ ...none, browser: ['zh-Hans-CN'] })).toBe('zh-CN');
    expect(chooseLanguage({ ...none, browser: ['zh-TW'] })).toBe('en');
  });
});
