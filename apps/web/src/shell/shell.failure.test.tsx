import { describe, expect, it, vi } from 'vitest';
import { render } from '../entry.server';
import { fakeApiFetch } from '../test/fakeApi';

// The site chrome itself fails: neither the page nor the layout's error boundary can render.
vi.mock('./SiteShell', () => ({
  SiteShell: () => {
    throw new Error('shell broken');
  },
}));

describe('when even the site layout fails', () => {
  it('still answers 500 with a plain localized status page', async () => {
    const onError = vi.fn();
    const res = await render(new Request('http://shop.test/en'), {
      apiFetch: fakeApiFetch().apiFetch,
      assets: { stylesheets: [], modulePreloads: [], headScripts: [], bodyScripts: [] },
      siteOrigins: { cn: null, en: null },
      onError,
    });
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Something went wrong');
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
    expect(res.headers.getSetCookie()).toEqual([
      'i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
    expect(onError).toHaveBeenCalled();
  });
});
