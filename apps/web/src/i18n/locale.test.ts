import { describe, expect, it } from 'vitest';
import {
  languageSwitchUrl,
  localeCookie,
  localeFromAcceptLanguage,
  localeFromCookie,
  localeFromPath,
  localizePath,
  rootRedirectLocale,
  stripLocalePrefix,
} from './locale';

describe('localeFromPath', () => {
  it.each([
    ['/', 'cn'],
    ['/products', 'cn'],
    ['/english', 'cn'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/product-list', 'en'],
  ])('%s belongs to the %s site', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it('strips and adds the English prefix', () => {
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/en/cart')).toBe('/cart');
    expect(stripLocalePrefix('/cart')).toBe('/cart');
    expect(localizePath('en', '/')).toBe('/en');
    expect(localizePath('en', '/cart')).toBe('/en/cart');
    expect(localizePath('cn', '/cart')).toBe('/cart');
  });
});

describe('localeFromCookie', () => {
  it('reads i18n_redirected among other cookies', () => {
    expect(localeFromCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(localeFromCookie('i18n_redirected=cn')).toBe('cn');
  });

  it('ignores a missing or unknown value', () => {
    expect(localeFromCookie(null)).toBeNull();
    expect(localeFromCookie('other=en')).toBeNull();
    expect(localeFromCookie('i18n_redirected=fr')).toBeNull();
  });

  it('reads a percent-encoded value and never throws on a malformed one', () => {
    expect(localeFromCookie('i18n_redirected=%65n')).toBe('en');
    for (const header of [
      'i18n_redirected=%',
      'i18n_redirected=%E4',
      'a=%zz; i18n_redirected=en',
      '=; ;;=%',
    ]) {
      expect(() => localeFromCookie(header), header).not.toThrow();
    }
    expect(localeFromCookie('i18n_redirected=%')).toBeNull();
    expect(localeFromCookie('a=%zz; i18n_redirected=en')).toBe('en');
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [null, 'cn'],
    ['', 'cn'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'cn'],
    ['en;q=0.5,zh-TW;q=0.8', 'cn'],
    ['fr-FR,fr;q=0.9,en;q=0.7', 'en'],
    ['de-DE', 'cn'],
    ['zh;q=0,en', 'en'],
    ['*', 'cn'],
  ])('%s prefers the %s site', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('rootRedirectLocale', () => {
  it('sends an English browser without a cookie to /en', () => {
    expect(rootRedirectLocale(null, 'en-GB,en;q=0.9')).toBe('en');
  });

  it('serves Chinese to a Chinese or unknown browser', () => {
    expect(rootRedirectLocale(null, 'zh-CN')).toBeNull();
    expect(rootRedirectLocale(null, null)).toBeNull();
  });

  it('lets the cookie win over the browser', () => {
    expect(rootRedirectLocale('i18n_redirected=cn', 'en-US')).toBeNull();
    expect(rootRedirectLocale('i18n_redirected=en', 'zh-CN')).toBe('en');
  });

  it('lets the browser decide when the cookie is malformed (GET / with i18n_redirected=%)', () => {
    expect(rootRedirectLocale('i18n_redirected=%', 'en')).toBe('en');
    expect(rootRedirectLocale('i18n_redirected=%', null)).toBeNull();
  });
});

describe('localeCookie', () => {
  it('lasts 365 days on the whole site', () => {
    expect(localeCookie('en')).toBe('i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('languageSwitchUrl', () => {
  const sameOrigin = { cn: null, en: null };
  const twoOrigins = { cn: 'https://www.example.cn', en: 'https://www.example.com/' };

  it('keeps path and query on the same origin', () => {
    expect(languageSwitchUrl({ pathname: '/product-list', search: '?id=4' }, sameOrigin)).toEqual({
      locale: 'en',
      href: '/en/product-list?id=4',
    });
    expect(languageSwitchUrl({ pathname: '/en/product-list', search: '?id=4' }, sameOrigin)).toEqual({
      locale: 'cn',
      href: '/product-list?id=4',
    });
  });

  it('switches between the home pages', () => {
    expect(languageSwitchUrl({ pathname: '/', search: '' }, sameOrigin).href).toBe('/en');
    expect(languageSwitchUrl({ pathname: '/en', search: '' }, sameOrigin).href).toBe('/');
  });

  it('goes to the other site origin when configured', () => {
    expect(languageSwitchUrl({ pathname: '/search', search: '?keywords=IL-6' }, twoOrigins).href).toBe(
      'https://www.example.com/en/search?keywords=IL-6',
    );
    expect(languageSwitchUrl({ pathname: '/en', search: '?a=1' }, twoOrigins).href).toBe(
      'https://www.example.cn/?a=1',
    );
  });
});
