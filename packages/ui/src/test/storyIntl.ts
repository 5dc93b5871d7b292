import { validationMessages } from '@storefront/validation';
import { createIntl, type IntlShape } from 'react-intl';
import { messages, type UiLocale } from '../i18n';

/**
 * The intl of the locale a story runs in (its `globals.locale`, as the preview's decorator picks it), so that
 * play functions find elements by the catalog's message rather than by a hard-coded Chinese or English string.
 */
export function storyIntl(globals: Record<string, unknown>): IntlShape {
  const locale: UiLocale = globals.locale === 'en' ? 'en' : 'zh-CN';
  return createIntl({
    locale,
    defaultLocale: 'en',
    messages: { ...validationMessages[locale], ...messages[locale] },
  });
}
