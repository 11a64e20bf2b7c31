import { describe, expect, it } from 'vitest';
import { matchLocale } from '../src/theme/matchLocale';

const SHIPPED = ['en', 'es', 'fr', 'de', 'it', 'pt-BR', 'nl', 'ja', 'zh-CN', 'ko', 'ar', 'he'];

describe('matchLocale', () => {
  it.each([
    [['de'], 'de'],
    [['de-AT'], 'de'],
    [['de-CH', 'en'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['zh-CN'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['AR-eg'], 'ar'],
    [['iw'], 'he'],
  ])('%j gets %s', (requested, expected) => {
    expect(matchLocale(requested, SHIPPED)).toBe(expected);
  });

  it('never crosses scripts: Traditional Chinese gets no Simplified', () => {
    expect(matchLocale(['zh-TW'], SHIPPED)).toBeUndefined();
    expect(matchLocale(['zh-Hant'], SHIPPED)).toBeUndefined();
    expect(matchLocale(['zh-HK', 'fr'], SHIPPED)).toBe('fr');
    expect(matchLocale(['zh-TW'], [...SHIPPED, 'zh-TW'])).toBe('zh-TW');
    expect(matchLocale(['sr-Latn'], ['sr-Cyrl'])).toBeUndefined();
  });

  it('takes the most wanted language the app has', () => {
    expect(matchLocale(['sv', 'nb', 'fr-CA', 'de'], SHIPPED)).toBe('fr');
    expect(matchLocale(['fr', 'de'], ['de', 'fr'])).toBe('fr');
  });

  it('prefers the same region, then the language itself, among several', () => {
    expect(matchLocale(['pt-PT'], ['pt-BR', 'pt-PT'])).toBe('pt-PT');
    expect(matchLocale(['en-AU'], ['en-US', 'en-GB', 'en'])).toBe('en');
  });

  it('skips what is not a language tag, and matches nothing when nothing is asked', () => {
    expect(matchLocale(['', 'not a tag!', 'de'], SHIPPED)).toBe('de');
    expect(matchLocale([], SHIPPED)).toBeUndefined();
    expect(matchLocale(['de'], [])).toBeUndefined();
  });
});
