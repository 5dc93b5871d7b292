import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyModuleFiles, lazyPageModules } from './routes';

const appRoot = resolve(import.meta.dirname, '..');

describe('lazyPageModules', () => {
  // The file is the module's key in Vite's manifest: a wrong one would leave the page's CSS and JS out
  // of the document head.
  it.each(Object.entries(lazyPageModules))('%s names the file its loader imports', async (_name, page) => {
    const loaded = await page.load();
    expect(loaded).toBe(await import(/* @vite-ignore */ resolve(appRoot, page.file)));
  });
});

describe('lazyModuleFiles', () => {
  it('maps matched route ids to their lazy modules and catalog parts and skips routes bundled with the entry', () => {
    expect(lazyModuleFiles(['root', 'site-en', 'en-product-detail'])).toEqual([
      'src/routes/catalogue/product-detail.tsx',
      'src/i18n/catalogs/en.product.ts',
    ]);
    expect(lazyModuleFiles(['root', 'site-cn', 'cn-tool-class'])).toEqual([
      'src/routes/toolbox/tool-class.tsx',
      'src/i18n/catalogs/zh-CN.toolbox.ts',
    ]);
    expect(lazyModuleFiles(['root', 'site-cn', 'cn-new-product-list'])).toEqual([
      'src/routes/catalogue/product-list.tsx',
    ]);
    expect(lazyModuleFiles(['root', 'site-cn', 'cn-home'])).toEqual([
      'src/routes/home.tsx',
      'src/i18n/catalogs/zh-CN.home.ts',
    ]);
    expect(lazyModuleFiles(['root', 'site-cn', 'cn-not-found'])).toEqual([]);
  });
});
