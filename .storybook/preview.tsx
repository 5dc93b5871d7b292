import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { INITIAL_VIEWPORTS, MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { messages, type UiLocale } from '../packages/ui/src/i18n';
import { validationMessages } from '../packages/validation/src';
import '../packages/ui/src/tokens/tokens.css';
import '../packages/ui/src/tokens/themes/dark.css';
import '../packages/ui/src/tokens/themes/forest.css';
import '../packages/ui/src/tokens/themes/high-contrast.css';
import './preview.css';

const locales: UiLocale[] = ['zh-CN', 'en'];
const themes = ['default', 'forest', 'dark', 'high-contrast'];

/**
 * Every story renders inside the app's real providers: react-intl with the component catalog of the chosen
 * locale (plus the form validation messages of @storefront/validation, which the forms show), and the chosen theme on a wrapper (themes are token overrides scoped by [data-theme]).
 */
const withIntlAndTheme: Decorator = (Story, context) => {
  const locale: UiLocale = locales.includes(context.globals.locale) ? context.globals.locale : 'zh-CN';
  const theme = themes.includes(context.globals.theme) ? context.globals.theme : 'default';
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={{ ...validationMessages[locale], ...messages[locale] }}
    >
      <div className="sb-theme-root" data-theme={theme} lang={locale}>
        <Story />
      </div>
    </IntlProvider>
  );
};

const preview: Preview = {
  // A docs page for every component, from its JSDoc and its props' (react-docgen).
  tags: ['autodocs'],
  decorators: [withIntlAndTheme],
  globalTypes: {
    locale: {
      description: 'Language of the component messages',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文 (zh-CN)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Token theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default (lab blue)' },
          { value: 'forest', title: 'Forest' },
          { value: 'dark', title: 'Dark' },
          { value: 'high-contrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN', theme: 'default' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Storybook's minimal set plus a 375 px phone, the width most visitors' phones have (iPhone 6 to SE).
    viewport: { options: { ...MINIMAL_VIEWPORTS, iphone6: INITIAL_VIEWPORTS.iphone6 } },
    // Violations fail in the panel's test mode too, as they do in the test-runner.
    a11y: { test: 'error' },
  },
};

export default preview;
