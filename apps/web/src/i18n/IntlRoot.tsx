import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, IntlProvider } from 'react-intl';
import type { CatalogPart } from './catalogParts';
import { type Locale, languageTags } from './locale';

/**
 * A site's messages, as message strings or, in builds, precompiled to the parser's AST
 * (vite-plugins/precompiledMessages.ts), so that the browser needs no ICU parser.
 */
export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

interface CatalogModule {
  /** Source file: the module's key in Vite's manifest, for the server to preload it in the head. */
  file: string;
  load: () => Promise<{ default: Catalog }>;
}

/**
 * Each site's catalog comes in parts (catalogParts.ts), each a chunk of its own: a page downloads only its
 * own language, and of it only the shell's messages and those of its area. Each module merges the form
 * rules', design system's and app's messages of its part.
 */
export const catalogModules: Record<Locale, Record<CatalogPart, CatalogModule>> = {
  cn: {
    core: { file: 'src/i18n/catalogs/zh-CN.core.ts', load: () => import('./catalogs/zh-CN.core') },
    toolbox: { file: 'src/i18n/catalogs/zh-CN.toolbox.ts', load: () => import('./catalogs/zh-CN.toolbox') },
    product: { file: 'src/i18n/catalogs/zh-CN.product.ts', load: () => import('./catalogs/zh-CN.product') },
    suggestion: {
      file: 'src/i18n/catalogs/zh-CN.suggestion.ts',
      load: () => import('./catalogs/zh-CN.suggestion'),
    },
    recruitment: {
      file: 'src/i18n/catalogs/zh-CN.recruitment.ts',
      load: () => import('./catalogs/zh-CN.recruitment'),
    },
  },
  en: {
    core: { file: 'src/i18n/catalogs/en.core.ts', load: () => import('./catalogs/en.core') },
    toolbox: { file: 'src/i18n/catalogs/en.toolbox.ts', load: () => import('./catalogs/en.toolbox') },
    product: { file: 'src/i18n/catalogs/en.product.ts', load: () => import('./catalogs/en.product') },
    suggestion: {
      file: 'src/i18n/catalogs/en.suggestion.ts',
      load: () => import('./catalogs/en.suggestion'),
    },
    recruitment: {
      file: 'src/i18n/catalogs/en.recruitment.ts',
      load: () => import('./catalogs/en.recruitment'),
    },
  },
};

/** Per site, the messages of the parts loaded so far; a new object whenever a part is added. */
const loadedCatalogs = new Map<Locale, Catalog>();
const loadedParts = new Set<string>();

/**
 * Loads a part of a site's catalog once. Rendering waits for it: the server and the browser's entry for
 * `core` before they render or hydrate, the site layout's loader for `core` before a page of the other
 * site, and a lazy route for its area's part with its module.
 */
export async function loadCatalog(locale: Locale, part: CatalogPart = 'core'): Promise<void> {
  const key = `${locale}/${part}`;
  if (loadedParts.has(key)) return;
  const messages = (await catalogModules[locale][part].load()).default;
  loadedParts.add(key);
  loadedCatalogs.set(locale, { ...loadedCatalogs.get(locale), ...messages } as Catalog);
}

/** The loaded messages of a site, whose `core` part must have been loaded (`loadCatalog`). */
export function catalogOf(locale: Locale): Catalog {
  const catalog = loadedParts.has(`${locale}/core`) ? loadedCatalogs.get(locale) : undefined;
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
