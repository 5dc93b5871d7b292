import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messages, type UiLocale } from '../i18n';

/** Renders inside the IntlProvider an app would use, with the component catalog of `locale`. */
export function renderWithIntl(ui: ReactElement, locale: UiLocale = 'zh-CN', options?: RenderOptions) {
  // A wrapper (not an element around `ui`), so that `rerender` keeps the provider.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages[locale]}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}
