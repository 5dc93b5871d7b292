// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import '../test/loadCatalogs';
import { IntlRoot } from '../i18n/IntlRoot';
import { LoginRequired } from './LoginRequired';

afterEach(cleanup);

/** The cart page's use: pending until the stored session is read, then logged out. */
let knowLogin: () => void = () => {};
function CartPage() {
  const [pending, setPending] = useState(true);
  knowLogin = () => setPending(false);
  return (
    <LoginRequired
      pending={pending}
      title={pending ? 'Opening your cart…' : 'Log in to see your cart'}
      description="Your cart is kept with your account."
    />
  );
}

it('shows the logged-out state with new nodes once the login is known, so that its centred title does not move', () => {
  const router = createMemoryRouter(
    [
      {
        path: '/en/cart',
        element: (
          <IntlRoot locale="en">
            <CartPage />
          </IntlRoot>
        ),
      },
    ],
    { initialEntries: ['/en/cart'] },
  );
  render(<RouterProvider router={router} />);
  const pendingTitle = screen.getByRole('heading', { name: 'Opening your cart…' });
  expect(pendingTitle.closest('[data-state]')?.getAttribute('data-state')).toBe('unknown');

  act(() => knowLogin());
  const knownTitle = screen.getByRole('heading', { name: 'Log in to see your cart' });
  expect(knownTitle.closest('[data-state]')?.getAttribute('data-state')).toBe('logged-out');
  // A title whose text changed in place would be the same node, moved: a layout shift on the cart page.
  expect(knownTitle).not.toBe(pendingTitle);
  expect(pendingTitle.isConnected).toBe(false);
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain(
    'redirect=%2Fen%2Fcart',
  );
});
