import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from 'react-intl';
import { type CatalogPart, catalogPartNames } from './catalogParts';
import { type Locale, languageTags } from './locale';
import { keepMessageFormats } from './messageFormats';

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

// Every part's module of both sites, each a chunk of its own (`catalogs/<language tag>.<part>.ts`).
const partModules = import.meta.glob<{ default: Catalog }>(['./catalogs/*.ts', '!./catalogs/*.d.ts']);

function catalogModule(locale: Locale, part: CatalogPart): CatalogModule {
  const name = `${languageTags[locale]}.${part}.ts`;
  const load = partModules[`./catalogs/${name}`];
  if (!load) throw new Error(`The catalog part ${name} is missing from src/i18n/catalogs`);
  return { file: `src/i18n/catalogs/${name}`, load };
}

/**
 * Each site's catalog comes in parts (catalogParts.ts), each a chunk of its own: a page downloads only its
 * own language, and of it only the shell's messages and those of its area. Each module merges the form
 * rules', design system's and app's messages of its part.
 */
export const catalogModules = Object.fromEntries(
  (['cn', 'en'] as const).map((locale) => [
    locale,
    Object.fromEntries(catalogPartNames.map((part) => [part, catalogModule(locale, part)])),
  ]),
) as Record<Locale, Record<CatalogPart, CatalogModule>>;

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

const cache = createIntlCache();
const intls = new WeakMap<Catalog, IntlShape>();

/**
 * The intl object of a site's loaded messages, one per catalog state (a part loaded makes a new catalog, so
 * a new one), shared by every render: its formatters, compiled on a message's first use, serve all later
 * requests on the server instead of being compiled again for each page (an IntlProvider keeps a cache of
 * its own per render).
 */
export function intlFor(locale: Locale): IntlShape {
  const messages = catalogOf(locale);
  let intl = intls.get(messages);
  if (!intl) {
    intl = keepMessageFormats(
      createIntl({ locale: languageTags[locale], defaultLocale: sourceLocale, messages }, cache),
    );
    intls.set(messages, intl);
  }
  return intl;
}

export function IntlRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>;
}
