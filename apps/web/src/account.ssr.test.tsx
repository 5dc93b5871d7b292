import { describe, expect, it, vi } from 'vitest';
import type { DocumentAssets } from './app/Document';
import { render } from './entry.server';
import { fakeApiFetch } from './test/fakeApi';

const assets: DocumentAssets = { stylesheets: [], modulePreloads: [], headScripts: [], bodyScripts: [] };

async function page(path: string) {
  const api = fakeApiFetch({});
  const onError = vi.fn();
  const res = await render(new Request(`http://shop.test${path}`), {
    apiFetch: api.apiFetch,
    assets,
    siteOrigins: { cn: null, en: null },
    onError,
  });
  const html = await res.text();
  return { res, html, onError, requests: api.requests };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('account pages', () => {
  it.each([
    ['/login', '登录 | 禾泰生物'],
    ['/en/login', 'Log in | Hetai Bio'],
  ])('renders %s with its title and description', async (path, title) => {
    const { res, html, onError } = await page(path);
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(descriptionOf(html)).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders the header logged out on the server and sends no token', async () => {
    const { html, requests } = await page('/en/product-list?id=4');
    expect(html).toContain('href="/en/login?redirect=%2Fen%2Fproduct-list%3Fid%3D4"');
    expect(requests.every((request) => !request.headers.has('authorization'))).toBe(true);
  });
});
