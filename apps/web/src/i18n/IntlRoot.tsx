import { messages as uiMessages, validationMessages } from '@storefront/ui';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, IntlProvider } from 'react-intl';
import en from './en.json';
import { type Locale, languageTags } from './locale';
import zhCN from './zh-CN.json';

/** Every message a site shows: the form rules' and design system's catalogs merged with the app's own. */
export const catalogs: Record<Locale, Record<string, string>> = {
  cn: { ...validationMessages['zh-CN'], ...uiMessages['zh-CN'], ...zhCN },
  en: { ...validationMessages.en, ...uiMessages.en, ...en },
};

/** Message ids are declared with English defaultMessages, so English is the fallback language. */
const sourceLocale = 'en';

export function IntlRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={languageTags[locale]} defaultLocale={sourceLocale} messages={catalogs[locale]}>
      {children}
    </IntlProvider>
  );
}

const cache = createIntlCache();

/** An intl object outside React, for the server's document head. */
export function intlFor(locale: Locale) {
  return createIntl(
    { locale: languageTags[locale], defaultLocale: sourceLocale, messages: catalogs[locale] },
    cache,
  );
}
