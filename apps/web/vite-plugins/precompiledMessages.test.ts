import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogPattern, compileCatalog } from './precompiledMessages';

describe('compileCatalog', () => {
  const source = {
    greeting: 'Hello {name}',
    count: '{count, plural, one {# product} other {# products}}',
    rich: 'Read the <link>terms</link>',
  };
  const compiled = JSON.parse(compileCatalog(JSON.stringify(source)));

  it('turns every message into an AST that formats like the source message', () => {
    for (const message of Object.values(compiled)) expect(Array.isArray(message)).toBe(true);
    const fromSource = createIntl({ locale: 'en', messages: source });
    const fromAst = createIntl({ locale: 'en', messages: compiled });
    for (const [id, values] of [
      ['greeting', { name: 'Ada' }],
      ['count', { count: 2 }],
      ['rich', { link: (chunks: string[]) => `[${chunks.join('')}]` }],
    ] as const) {
      expect(fromAst.formatMessage({ id }, values)).toEqual(fromSource.formatMessage({ id }, values));
    }
  });
});

describe('catalogPattern', () => {
  it('matches the catalogs of the app and the packages, and no other JSON', () => {
    expect(catalogPattern.test('/work/apps/web/src/i18n/zh-CN.json')).toBe(true);
    expect(catalogPattern.test('/work/packages/ui/src/i18n/en.json')).toBe(true);
    expect(catalogPattern.test('/work/apps/web/src/i18n/locale.json')).toBe(false);
    expect(catalogPattern.test('/work/apps/web/package.json')).toBe(false);
  });
});
