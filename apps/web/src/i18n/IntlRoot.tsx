import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, IntlProvider } from 'react-intl';
import { type Locale, languageTags } from './locale';

/**
 * A site's messages, as message strings or, in builds, precompiled to the parser's AST
 * (vite-plugins/precompiledMessages.ts), so that the browser needs no ICU parser.
 */
export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Each site's catalog is a chunk of its own: a page downloads only its own language. The module
 * merges the form rules', design system's and app's catalogs of that language; its source file is its
 * key in Vite's manifest, for the server to preload it in the document head.
 */
export const catalogModules: Record<Locale, { file: string; load: () => Promise<{ default: Catalog }> }> = {
  cn: { file: 'src/i18n/catalogs/zh-CN.ts', load: () => import('./catalogs/zh-CN') },
  en: { file: 'src/i18n/catalogs/en.ts', load: () => import('./catalogs/en') },
};

const loadedCatalogs = new Map<Locale, Catalog>();

/**
 * Loads a site's catalog once; rendering in that language waits for it: the server before it renders,
 * the browser before it hydrates and the site layout's loader before a page of the other site.
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const loaded = loadedCatalogs.get(locale);
  if (loaded) return loaded;
  const catalog = (await catalogModules[locale].load()).default;
  loadedCatalogs.set(locale, catalog);
  return catalog;
}

/** The catalog of a site, which must have been loaded (`loadCatalog`). */
export function catalogOf(locale: Locale): Catalog {
  const catalog = loadedCatalogs.get(locale);
  if (!catalog)
    throw new Error(`The ${locale} message catalog is not loaded: await loadCatalog('${locale}') first`);
  return catalog;
}

/** Message ids are declared with English defaultMessages, so English is the fallback language. */
const sourceLocale = 'en';

export function IntlRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={languageTags[locale]} defaultLocale={sourceLocale} messages={catalogOf(locale)}>
      {children}
    </IntlProvider>
  );
}

const cache = createIntlCache();

/** An intl object outside React, for the server's document head. */
export function intlFor(locale: Locale) {
  return createIntl(
    { locale: languageTags[locale], defaultLocale: sourceLocale, messages: catalogOf(locale) },
    cache,
  );
}
