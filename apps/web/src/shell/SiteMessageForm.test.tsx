// @vitest-environment jsdom
import { ToastProvider } from '@storefront/ui';
import uiEn from '@storefront/ui/i18n/en.json';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicesReactContext } from '../app/browserApi';
import { createServices } from '../app/services';
import { IntlRoot } from '../i18n/IntlRoot';
import { SiteMessageForm } from './SiteMessageForm';

afterEach(cleanup);

describe('SiteMessageForm', () => {
  it('starts from what was typed into the server’s form before its script came, the rest empty', async () => {
    const services = createServices({ baseUrl: 'http://internal/api/v1', fetch: () => Promise.reject() });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <SiteMessageForm
              locale="en"
              privacyHref="/en/privacy"
              draft={{ name: 'Ada', content: 'Do you ship IL-6?' }}
            />
          ),
        },
      ],
      { initialEntries: ['/en'] },
    );
    render(
      <IntlRoot locale="en">
        <ServicesReactContext value={services}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ServicesReactContext>
      </IntlRoot>,
    );
    const form = await screen.findByRole('form', { name: uiEn['ui.LeaveMessageForm.formLabel'] });
    const value = (name: string) => (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    expect(value('name')).toBe('Ada');
    expect(value('content')).toBe('Do you ship IL-6?');
    expect(value('company')).toBe('');
  });
});
