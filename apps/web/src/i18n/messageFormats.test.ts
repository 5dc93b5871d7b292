import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { keepMessageFormats } from './messageFormats';

const messages = {
  count: parse('{count, plural, one {# product} other {# products}}'),
  greeting: parse('Hello, {name}'),
};

function intlWithCountedCompiles() {
  const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages }, createIntlCache());
  const compile = vi.spyOn(intl.formatters, 'getMessageFormat');
  return { intl: keepMessageFormats(intl), compile };
}

describe('keepMessageFormats', () => {
  it('finds a precompiled message’s formatter by the message after its first use', () => {
    const { intl, compile } = intlWithCountedCompiles();
    expect(intl.formatMessage({ id: 'count' }, { count: 1 })).toBe('1 product');
    expect(intl.formatMessage({ id: 'count' }, { count: 3 })).toBe('3 products');
    expect(intl.formatMessage({ id: 'count' }, { count: 12 })).toBe('12 products');
    expect(compile).toHaveBeenCalledTimes(1);
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Ada' })).toBe('Hello, Ada');
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('leaves other messages and callers’ options to react-intl’s own memo', () => {
    const { intl, compile } = intlWithCountedCompiles();
    intl.formatMessage({ id: 'missing', defaultMessage: 'Hi {name}' }, { name: 'Ada' });
    intl.formatMessage({ id: 'missing', defaultMessage: 'Hi {name}' }, { name: 'Bo' });
    expect(compile).toHaveBeenCalledTimes(2);
    intl.formatMessage({ id: 'greeting' }, { name: '<b>Ada</b>' }, { ignoreTag: true });
    intl.formatMessage({ id: 'greeting' }, { name: '<b>Ada</b>' }, { ignoreTag: true });
    expect(compile).toHaveBeenCalledTimes(4);
  });
});
