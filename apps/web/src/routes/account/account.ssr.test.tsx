import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fakeApi';
import { ssrPage, titleOf } from '../../test/ssrPage';

const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('account pages', () => {
  it.each([
    ['/login', '登录 | 禾泰生物'],
    ['/en/login', 'Log in | Hetai Bio'],
    ['/phone-login', '短信登录 | 禾泰生物'],
    ['/en/phone-login', 'Log in with a text message | Hetai Bio'],
    ['/registered', '注册 | 禾泰生物'],
    ['/en/registered', 'Register | Hetai Bio'],
    ['/reset', '重置密码 | 禾泰生物'],
    ['/en/reset', 'Reset password | Hetai Bio'],
  ])('renders %s with its title and description', async (path, title) => {
    const { res, html, onError } = await ssrPage(path);
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(descriptionOf(html)).toBeTruthy();
    // axe page-has-heading-one: the page's own name is its one h1 (the title before " | site").
    const headings = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(headings).toEqual([title.split(' | ')[0]]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('offers the areas and industries of the server on the registration form', async () => {
    const { html, requests } = await ssrPage('/en/registered');
    expect(html).toContain('Shanghai');
    expect(html).toContain('Academic research');
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/distributor/area', '/api/v1/global_cfg/industry/values']),
    );
  });

  it('answers 500 with the error page when the areas cannot be loaded', async () => {
    const { res, onError } = await ssrPage('/registered', {
      '/distributor/area': () => envelope(null, { status: 500, code: 'E0009', msg: 'down' }),
    });
    expect(res.status).toBe(500);
    expect(onError).toHaveBeenCalled();
  });

  it('renders the header logged out on the server and sends no token', async () => {
    const { html, requests } = await ssrPage('/en/product-list?id=4');
    expect(html).toContain('href="/en/login?redirect=%2Fen%2Fproduct-list%3Fid%3D4"');
    expect(requests.every((request) => !request.headers.has('authorization'))).toBe(true);
  });
});
