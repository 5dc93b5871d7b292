import { describe, expect, it } from 'vitest';
import { ssrPage, titleOf } from '../../test/ssrPage';

describe('cart, orders and completion pages', () => {
  it.each([
    ['/cart', '购物车 | 禾泰生物'],
    ['/en/cart', 'Cart | Hetai Bio'],
    ['/order-list', '我的订单 | 禾泰生物'],
    ['/en/order-list', 'My orders | Hetai Bio'],
    ['/complete-info', '完善信息 | 禾泰生物'],
    ['/en/complete-info', 'Complete your information | Hetai Bio'],
  ])('renders %s with its title', async (path, title) => {
    const { res, html, onError } = await ssrPage(path);
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders the cart as busy on the server, laid out as the logged-out state with its description', async () => {
    const { html } = await ssrPage('/en/cart');
    expect(html).toMatch(/<div aria-busy="true" data-state="unknown">/);
    expect(html).toContain('Your cart is kept with your account.');
    expect((await ssrPage('/cart')).html).toContain('购物车与您的账号绑定。');
    // The login links keep their place, unseen and out of reach, so that nothing shifts once they show.
    const busy = html.slice(html.indexOf('data-state="unknown"'));
    expect(busy).toMatch(
      /<span class="[^"]+" aria-hidden="true" inert="">[\s\S]*?\/login\?redirect=%2Fen%2Fcart/,
    );
  });

  it('renders the orders as busy on the server, laid out as the logged-out state as the cart is', async () => {
    const { html } = await ssrPage('/en/order-list');
    expect(html).toMatch(/<div aria-busy="true" data-state="unknown">/);
    expect(html).toContain('Orders are kept with your account.');
    expect(html).toMatch(/aria-hidden="true" inert="">[\s\S]*?\/login\?redirect=%2Fen%2Forder-list/);
    expect((await ssrPage('/order-list')).html).toContain('订单与您的账号绑定。');
  });

  it('renders the cart and the orders as loading on the server: the login is known in the browser only', async () => {
    for (const path of ['/en/cart', '/en/order-list']) {
      const { html, requests } = await ssrPage(path);
      expect(html).toContain('aria-busy="true"');
      expect(html).not.toContain('data-state="logged-out"');
      // No cart or order call without the browser's token.
      const paths = requests.map((request) => new URL(request.url).pathname);
      expect(paths.filter((path) => path.startsWith('/api/v1/order'))).toEqual([]);
    }
  });

  it('keeps the personal pages out of search engines, the cart and the catalogue in', async () => {
    for (const path of ['/en/order-list', '/order-list', '/complete-info?redirect=%2F']) {
      const { html } = await ssrPage(path);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    }
    // The cart's server HTML is the same generic page for every visitor.
    for (const path of ['/cart', '/en/product-detail?catalogNumber=IL6-H4218']) {
      const { html } = await ssrPage(path);
      expect(html).toContain('rel="canonical"');
      expect(html).not.toContain('noindex');
    }
  });

  it('offers the areas of the server on the completion page', async () => {
    const { requests } = await ssrPage('/en/complete-info');
    expect(requests.map((request) => new URL(request.url).pathname)).toContain('/api/v1/distributor/area');
  });

  it('puts size, quantity and add to cart on a product page, busy until the login is known', async () => {
    const { html } = await ssrPage('/en/product-detail?catalogNumber=IL6-H4218');
    expect(html).toContain('aria-label="Order Human IL-6 Protein"');
    expect(html).toMatch(/<option value="100 µg"[^>]*>100 µg<\/option>/);
    expect(html).toMatch(/<input[^>]*type="number"[^>]*>/);
    expect(html).toMatch(/<button type="submit"[^>]*aria-disabled="true"[^>]*>/);
    expect(html).toContain('Add to cart');
    const zh = await ssrPage('/product-detail?catalogNumber=IL6-H4218');
    expect(zh.html).toContain('加入购物车');
  });

  it('the header cart link reads an empty cart on the server', async () => {
    const { html } = await ssrPage('/en/cart');
    expect(html).toContain('href="/en/cart"');
    expect(html).toContain('Cart, 0 items');
  });
});
