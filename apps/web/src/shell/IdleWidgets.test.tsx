// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IntlRoot } from '../i18n/IntlRoot';
import { IdleWidgets } from './IdleWidgets';

afterEach(cleanup);

// The widgets' module pulls in much of @storefront/ui: on a slow machine its first import alone outlasted
// the wait below. Imported here first, the wait measures what is under test (idle, then rendered).
beforeAll(() => import('./ShellWidgets'), 30_000);

describe('IdleWidgets', () => {
  it('renders nothing at first (server HTML, hydration), then the floating cart once the browser is idle', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <IdleWidgets
              locale="en"
              cartCount={3}
              socialQr={undefined}
              socialQrLabel="LinkedIn"
              contactLinkLabel="Contact us"
              showContactWidget
            />
          ),
        },
      ],
      { initialEntries: ['/en'] },
    );
    const view = render(
      <IntlRoot locale="en">
        <RouterProvider router={router} />
      </IntlRoot>,
    );
    expect(view.container.querySelector('a[href="/en/cart"]')).toBeNull();
    const cart = await screen.findByRole('link', { name: /cart/i }, { timeout: 5000 });
    expect(cart.getAttribute('href')).toBe('/en/cart');
  });
});
