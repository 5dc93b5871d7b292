import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { catalogPartNames } from './catalogParts';

const appRoot = resolve(import.meta.dirname, '../..');

/** A module instance on which the test setup has not loaded every catalog. */
async function freshIntlRoot() {
  vi.resetModules();
  return import('./IntlRoot');
}

describe('catalogs', () => {
  it('loads one language at a time, with the form rules’, design system’s and app’s messages', async () => {
    const { catalogOf, loadCatalog } = await freshIntlRoot();
    expect(() => catalogOf('en')).toThrow(/not loaded/);
    await loadCatalog('en');
    expect(catalogOf('en')).toMatchObject({
      'validation.required.email': expect.any(String),
      'ui.SiteFooter.wechat': 'Follow us on WeChat',
      'web.shell.about': expect.any(String),
    });
    expect(() => catalogOf('cn')).toThrow(/not loaded/);
  });

  it('adds an area’s part to the site’s messages, in a new object', async () => {
    const { catalogOf, loadCatalog } = await freshIntlRoot();
    await loadCatalog('cn');
    const core = catalogOf('cn');
    expect(Object.keys(core).some((id) => id.startsWith('web.toolbox.'))).toBe(false);
    await loadCatalog('cn', 'toolbox');
    const withToolbox = catalogOf('cn');
    expect(withToolbox).not.toBe(core);
    expect(withToolbox).toMatchObject(core);
    expect(Object.keys(withToolbox).some((id) => id.startsWith('web.toolbox.'))).toBe(true);
  });

  it('shares one intl object per catalog state, so formatters compiled for one render serve the next', async () => {
    const { intlFor, loadCatalog } = await freshIntlRoot();
    await loadCatalog('en');
    const first = intlFor('en');
    expect(intlFor('en')).toBe(first);
    expect(first.formatMessage({ id: 'ui.SiteFooter.wechat' })).toBe('Follow us on WeChat');
    await loadCatalog('en', 'toolbox');
    const withToolbox = intlFor('en');
    expect(withToolbox).not.toBe(first);
    expect(Object.keys(withToolbox.messages).some((id) => id.startsWith('web.toolbox.'))).toBe(true);
  });

  it.each(
    (['cn', 'en'] as const).flatMap((locale) => catalogPartNames.map((part) => [locale, part] as const)),
  )('names the file the %s %s loader imports (its manifest key)', async (locale, part) => {
    const { catalogModules } = await import('./IntlRoot');
    const { file, load } = catalogModules[locale][part];
    expect(await load()).toBe(await import(/* @vite-ignore */ resolve(appRoot, file)));
  });
});
