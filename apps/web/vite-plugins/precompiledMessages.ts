import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { type CatalogPart, catalogPartNames, catalogPartOf } from '../src/i18n/catalogParts';

/** The message catalogs: `src/i18n/<language>.json` of the app and of the workspace packages. */
export const catalogPattern = /\/src\/i18n\/(?:en|zh-CN)\.json$/;

const parserPackage = '@formatjs/icu-messageformat-parser';

/** The part a catalog import asks for (`en.json?part=toolbox`); none means the whole catalog. */
export function requestedPart(id: string): CatalogPart | null {
  const part = new URLSearchParams(id.split('?')[1] ?? '').get('part');
  return catalogPartNames.find((name) => name === part) ?? null;
}

/**
 * A catalog `{ id: ICU message }`, cut to one part (`catalogParts.ts`) when asked, and with the
 * messages precompiled to the parser's AST when `compile` (what `formatjs compile --ast` writes).
 */
export function transformCatalog(json: string, part: CatalogPart | null, compile: boolean): string {
  const messages = Object.entries(JSON.parse(json) as Record<string, string>).filter(
    ([id]) => part === null || catalogPartOf(id) === part,
  );
  return JSON.stringify(
    Object.fromEntries(compile ? messages.map(([id, message]) => [id, parse(message)]) : messages),
  );
}

/**
 * The message catalogs as the browser should get them. An import `<language>.json?part=<part>` holds
 * only that part's messages, so that a page downloads the messages of its own area only. Builds ship
 * them precompiled to the ICU parser's AST, and the browser's bundle then takes the parser's `no-parser`
 * build (react-intl's documented set-up): about 25 KB less JavaScript on every page, and no parsing at
 * run time. The development server and the tests keep message strings and the parser.
 */
export function precompiledMessages(): Plugin[] {
  let compile = false;
  return [
    {
      name: 'storefront:message-catalogs',
      enforce: 'pre',
      configResolved(config) {
        compile = config.command === 'build';
      },
      transform(code, id) {
        if (!catalogPattern.test(id.split('?')[0] ?? '')) return null;
        const part = requestedPart(id);
        const json = transformCatalog(code, part, compile);
        // Vite's JSON plugin makes the module of a plain `.json` import, but leaves one with a query alone.
        return { code: part ? `export default JSON.parse(${JSON.stringify(json)});` : json, map: null };
      },
    },
    {
      name: 'storefront:no-message-parser',
      apply: 'build',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.config.consumer === 'client',
      resolveId(source, importer, options) {
        if (source !== parserPackage) return null;
        return this.resolve(`${parserPackage}/no-parser.js`, importer, { ...options, skipSelf: true });
      },
    },
  ];
}
