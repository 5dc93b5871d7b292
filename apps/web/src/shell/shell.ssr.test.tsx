import { describe, expect, it } from 'vitest';
import { envelope } from '../test/fakeApi';
import { ssrPage } from '../test/ssrPage';

describe('the shell', () => {
  it('shows the mega-menu tree, hot keywords and the contact lines from the global config', async () => {
    const { html, paths } = await ssrPage('/');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/tree_structure/child?status=0',
        '/api/v1/search/rank?number=5',
        expect.stringMatching(
          /^\/api\/v1\/config\/globalCfg\/values\?keyList=mail%2Cphone%2Cbrand%2Cprivacy_policy%2Cterms_conditions/,
        ),
      ]),
    );
    expect(html).toContain('Interleukins');
    expect(html).toContain('IL-6');
    expect(html).toContain('href="tel:4006822521"');
    expect(html).toContain('order@example.com');
    expect(html).toMatch(/href="\/rich-detail\?title=[^"]+&amp;fileId=1025"/);
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/registered"');
  });

  it('shows the searched keywords in the header’s search box on the search pages, and nothing elsewhere', async () => {
    const searchBox = (html: string) => /<input[^>]*type="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(searchBox((await ssrPage('/en/search?keywords=IL-6%20His')).html)).toContain('value="IL-6 His"');
    expect(searchBox((await ssrPage('/search-not-found?keywords=zzqx')).html)).toContain('value="zzqx"');
    expect(searchBox((await ssrPage('/en/products')).html)).toContain('value=""');
  });

  it('links each hot keyword to its search on the current site; the box is a combobox that suggests', async () => {
    expect((await ssrPage('/')).html).toContain('href="/search?keywords=IL-6"');
    const { html } = await ssrPage('/en/products');
    expect(html).toContain('href="/en/search?keywords=IL-6"');
    const box = /<input[^>]*type="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(box).toContain('role="combobox"');
    expect(box).toContain('aria-expanded="false"');
    // The box is still a plain GET form to the site's search page before (and without) JavaScript.
    expect(html).toMatch(/<form[^>]*action="\/en\/search"[^>]*method="get"/);
  });

  it('still renders the page when the tree, hot keywords and config fail (only logged)', async () => {
    const down = () => envelope(null, { status: 500, code: 'E0009', msg: 'down' });
    const { res } = await ssrPage('/en/products', {
      '/search/rank': down,
      '/config/globalCfg/values': down,
    });
    expect(res.status).toBe(200);
  });

  it('adds the tracking script only when configured', async () => {
    expect((await ssrPage('/')).html).not.toContain('tracker.example');
    expect((await ssrPage('/', {}, { trackingScriptUrl: 'https://tracker.example/t.js' })).html).toContain(
      '<script async="" src="https://tracker.example/t.js">',
    );
  });
});
