// @vitest-environment jsdom
import { MailSubscriptionForm } from '@storefront/ui';
import uiEn from '@storefront/ui/i18n/en.json';
import { mailSubscriptionForm } from '@storefront/validation';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlRoot } from '../i18n/IntlRoot';
import { envelope } from '../test/fakeApi';
import { useFetcherForm } from './FetcherForm';
import { formAction } from './formAction';
import { createServices, servicesContext } from './services';

afterEach(cleanup);

/** A page whose form posts to another page's action, as the footer's message posts to the contact page. */
function Page() {
  const { formComponent, posted, sent } = useFetcherForm('subscription');
  return (
    <MailSubscriptionForm action="/en/contact" formComponent={formComponent} posted={posted} sent={sent} />
  );
}

function renderSite(answer: () => Response) {
  const posts: Request[] = [];
  const services = createServices({
    baseUrl: 'http://internal/api/v1',
    fetch: async (input, init) => {
      posts.push(new Request(input, init));
      return answer();
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/en/products', element: <Page /> },
      {
        path: '/en/contact',
        action: (args) =>
          formAction(args, {
            form: 'subscription',
            spec: mailSubscriptionForm,
            send: (api, values) => api.POST('/mail/subscription', { body: { email: String(values.email) } }),
          }),
      },
    ],
    {
      initialEntries: ['/en/products'],
      getContext() {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        return context;
      },
    },
  );
  render(
    <IntlRoot locale="en">
      <RouterProvider router={router} />
    </IntlRoot>,
  );
  return { router, posts };
}

const subscribe = async (email: string) => {
  const field = await screen.findByRole('textbox', {
    name: new RegExp(uiEn['ui.MailSubscriptionForm.email']),
  });
  fireEvent.change(field, { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: uiEn['ui.MailSubscriptionForm.submit'] }));
  return field;
};

describe('a form posting through a fetcher (useFetcherForm)', () => {
  it("runs the route action at its URL and shows the action's answer on the page it stays on", async () => {
    const { router, posts } = renderSite(() => envelope(null));
    await subscribe('lab@example.com');
    await screen.findByText(uiEn['ui.MailSubscriptionForm.succeeded'].replace('{email}', 'lab@example.com'));
    expect(posts.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/v1/mail/subscription',
    ]);
    expect(await posts[0]?.json()).toEqual({ email: 'lab@example.com' });
    expect(router.state.location.pathname).toBe('/en/products');
  });

  it("shows the action's refusal on the fields, the page kept", async () => {
    const { router } = renderSite(() =>
      envelope({ fields: { email: 'Blocked address' } }, { status: 400, code: 'E0002', msg: 'invalid' }),
    );
    const field = await subscribe('lab@example.com');
    await screen.findByText('Blocked address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/en/products');
  });
});
