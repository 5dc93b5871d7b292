import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { messages, type UiLocale } from '../i18n';

/** Renders inside the IntlProvider an app would use, with the component catalog of `locale`. */
export function renderWithIntl(ui: ReactElement, locale: UiLocale = 'zh-CN', options?: RenderOptions) {
  return render(
    <IntlProvider locale={locale} defaultLocale="en" messages={messages[locale]}>
      {ui}
    </IntlProvider>,
    options,
  );
}
