import { describe, expect, it } from 'vitest';
import { contentLanguages, languageTags, localeFromAcceptLanguage, localeOfContentLanguage } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'cn'],
    [null, 'cn'],
    ['', 'cn'],
    ['en', 'en'],
    ['zh-CN', 'cn'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'cn'],
    // The weights decide, not the order.
    ['en;q=0.5,zh-TW;q=0.8', 'cn'],
    // Languages that are neither are skipped: the first Chinese or English one wins (issue 10).
    ['fr, en;q=0.5', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.7', 'en'],
    ['ja, zh;q=0.3, en;q=0.2', 'cn'],
    // Equal weights: the first listed.
    ['en-GB, zh-CN', 'en'],
    ['zh-HK, en', 'cn'],
    ['de-DE', 'cn'],
    ['zh;q=0,en', 'en'],
    ['EN-us', 'en'],
    ['en;q=abc, zh', 'cn'],
    ['*', 'cn'],
  ])('%s prefers the %s site', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('the three names of a site', () => {
  it('maps each site to its language tag and content language, and back', () => {
    expect(languageTags).toEqual({ cn: 'zh-CN', en: 'en' });
    expect(contentLanguages).toEqual({ cn: 'zh', en: 'en' });
    expect(localeOfContentLanguage('zh')).toBe('cn');
    expect(localeOfContentLanguage('en')).toBe('en');
  });

  it('reads a language tag back as its own site', () => {
    expect(localeFromAcceptLanguage(languageTags.cn)).toBe('cn');
    expect(localeFromAcceptLanguage(languageTags.en)).toBe('en');
  });
});
