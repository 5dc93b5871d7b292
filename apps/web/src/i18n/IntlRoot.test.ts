import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const appRoot = resolve(import.meta.dirname, '../..');

describe('catalogs', () => {
  it('loads one language at a time, with the form rules’, design system’s and app’s messages', async () => {
    vi.resetModules(); // a module instance on which the test setup has not loaded both catalogs
    const { catalogOf, loadCatalog } = await import('./IntlRoot');
    expect(() => catalogOf('en')).toThrow(/not loaded/);
    const english = await loadCatalog('en');
    expect(catalogOf('en')).toBe(english);
    expect(english).toMatchObject({
      'validation.required.email': expect.any(String),
      'ui.SiteFooter.wechat': 'Follow us on WeChat',
      'web.home.title': expect.any(String),
    });
    expect(() => catalogOf('cn')).toThrow(/not loaded/);
  });

  it.each(['cn', 'en'] as const)(
    'names the file the %s loader imports (its manifest key)',
    async (locale) => {
      const { catalogModules } = await import('./IntlRoot');
      const { file, load } = catalogModules[locale];
      expect(await load()).toBe(await import(/* @vite-ignore */ resolve(appRoot, file)));
    },
  );
});
