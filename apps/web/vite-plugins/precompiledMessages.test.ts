import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogPattern, requestedPart, transformCatalog } from './precompiledMessages';

describe('transformCatalog', () => {
  const source = {
    'web.shell.greeting': 'Hello {name}',
    'web.shell.count': '{count, plural, one {# product} other {# products}}',
    'web.shell.rich': 'Read the <link>terms</link>',
    'web.toolbox.title': 'Toolbox',
  };

  it('compiles every message to an AST that formats like the source message', () => {
    const compiled = JSON.parse(transformCatalog(JSON.stringify(source), null, true));
    for (const message of Object.values(compiled)) expect(Array.isArray(message)).toBe(true);
    const fromSource = createIntl({ locale: 'en', messages: source });
    const fromAst = createIntl({ locale: 'en', messages: compiled });
    for (const [id, values] of [
      ['web.shell.greeting', { name: 'Ada' }],
      ['web.shell.count', { count: 2 }],
      ['web.shell.rich', { link: (chunks: string[]) => `[${chunks.join('')}]` }],
    ] as const) {
      expect(fromAst.formatMessage({ id }, values)).toEqual(fromSource.formatMessage({ id }, values));
    }
  });

  it('keeps only the messages of the part asked for', () => {
    expect(Object.keys(JSON.parse(transformCatalog(JSON.stringify(source), 'toolbox', false)))).toEqual([
      'web.toolbox.title',
    ]);
    expect(JSON.parse(transformCatalog(JSON.stringify(source), 'core', false))).toEqual({
      'web.shell.greeting': 'Hello {name}',
      'web.shell.count': '{count, plural, one {# product} other {# products}}',
      'web.shell.rich': 'Read the <link>terms</link>',
    });
  });
});

describe('requestedPart', () => {
  it('reads the part of an import, and nothing from an unknown one', () => {
    expect(requestedPart('/app/src/i18n/en.json?part=toolbox')).toBe('toolbox');
    expect(requestedPart('/app/src/i18n/en.json')).toBeNull();
    expect(requestedPart('/app/src/i18n/en.json?part=nope')).toBeNull();
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
