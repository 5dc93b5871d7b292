import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fakeApi';
import { searchApi } from '../../test/searchFakeApi';
import { hydratedLoaderData, ssrPage, titleOf } from '../../test/ssrPage';

/** A call of the search itself (the shell asks for the hot keywords, /search/rank, on every page). */
const isSearchCall = (path: string) =>
  path.startsWith('/api/v1/search/') && !path.startsWith('/api/v1/search/rank');

describe('/search', () => {
  it('server-renders the product tab with counts, facets, sort and marked matches, and is noindex', async () => {
    const { res, html, paths } = await ssrPage('/search?keywords=IL-6', searchApi);
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe('“IL-6”的搜索结果 | 禾泰生物');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    // Every search reaches the API (which logs it as demand): no cache may keep the page.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(paths).toContain('/api/v1/search/count?keywords=IL-6');
    expect(paths).toContain('/api/v1/search/tags?keywords=IL-6');
    expect(paths).toContain('/api/v1/search/product?keywords=IL-6&sort=relevance&page=1&size=20');
    // Both scripts marked from the UTF-16 ranges.
    expect(html).toContain('<mark class="');
    expect(html).toMatch(/>白细胞介素-6<\/mark>/);
    expect(html).toMatch(/>IL6<\/mark>-H4218/);
    // The hit links to its product page; tabs, facets and sort are plain links carrying the whole state.
    expect(html).toContain('href="/product-detail?catalogNumber=IL6-H4218"');
    expect(html).toContain('href="/search?keywords=IL-6&amp;tab=content"');
    expect(html).toContain('href="/search?keywords=IL-6&amp;tag=Fc"');
    expect(html).toContain('href="/search?keywords=IL-6&amp;treeId=41"');
    expect(html).toContain('href="/search?keywords=IL-6&amp;sort=newest"');
    // In China a product shows its price.
    expect(html).toMatch(/1,980/);
    // The hits' titles are h2s right under the h1: the filters' h2s may be folded away on a phone.
    const headings = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(headings).not.toContain(3);
    expect(headings.filter((level) => level === 2).length).toBeGreaterThan(5);
  });

  it('hydrates from what the list shows: the snippet in its context, not the descriptions', async () => {
    const { html } = await ssrPage('/en/search?keywords=IL-6', searchApi);
    const pageData = hydratedLoaderData(html, 'en-search') as {
      results: { products: { list: { product: Record<string, unknown>; snippet: unknown }[] } };
    };
    const [first] = pageData.results.products.list;
    expect(first?.product).toMatchObject({ catalogNumber: 'IL6-H4218' });
    expect(first?.product).not.toHaveProperty('description');
    // The snippet with its marks, as the server rendered it.
    expect(first?.snippet).toEqual({ text: 'IL-6 for research use', highlights: [{ start: 0, end: 4 }] });
  });

  it('passes the filters, sort and page of the address on to the API and keeps them in every link', async () => {
    const { html, paths } = await ssrPage(
      '/en/search?keywords=IL-6&tag=His&species=Human&sort=name&page=2',
      searchApi,
    );
    expect(paths).toContain('/api/v1/search/count?keywords=IL-6&tag=His&species=Human');
    expect(paths).toContain('/api/v1/search/tags?keywords=IL-6&tag=His&species=Human');
    expect(paths).toContain(
      '/api/v1/search/product?keywords=IL-6&tag=His&species=Human&sort=name&page=2&size=20',
    );
    // Choosing another value goes back to page 1; the chosen one's link removes it.
    expect(html).toContain('href="/en/search?keywords=IL-6&amp;tag=Fc&amp;species=Human&amp;sort=name"');
    expect(html).toContain('href="/en/search?keywords=IL-6&amp;species=Human&amp;sort=name"');
    expect(html).toMatch(/Filters(<!-- -->)? (<!-- -->)?\(2 selected\)/);
    // The English site never shows prices.
    expect(html).toContain('Inquiry');
  });

  it('shows the content tab with its hits linking to their own pages, without product facets', async () => {
    const { html, paths } = await ssrPage('/en/search?keywords=IL-6&tab=content', searchApi);
    expect(paths).toContain('/api/v1/search/content?keywords=IL-6&page=1&size=20');
    expect(paths.some((path) => path.startsWith('/api/v1/search/tags'))).toBe(false);
    expect(html).toContain('href="/en/article?id=7"');
    expect(html).toMatch(/New <mark[^>]*>IL-6<\/mark> assay released/);
    expect(html).toContain('2024-05-06');
    expect(html).toContain('aria-current="page"');
  });

  it('shows SPEC’s “No search” with tips and the way to /search-not-found when nothing matched', async () => {
    const { res, html } = await ssrPage('/en/search?keywords=zzqx&tab=service', searchApi);
    expect(res.status).toBe(200);
    expect(html).toContain('No search');
    expect(html).toContain('Check the spelling');
    expect(html).toContain('href="/en/search-not-found?keywords=zzqx"');
    const cn = await ssrPage('/search?keywords=zzqx&tab=service', searchApi);
    expect(cn.html).toContain('暂无搜索结果');
    expect(cn.html).toContain('href="/search-not-found?keywords=zzqx"');
  });

  it('gives the empty product tab the whole width: no filter column beside it', async () => {
    const nothing = {
      ...searchApi,
      '/search/count': () => envelope({ product: 0, service: 0, content: 0 }),
      '/search/tags': () => envelope({ categories: [], tags: [], species: [], targets: [], conjugates: [] }),
      '/search/product': () => envelope({ list: [], total: 0, page: 1, size: 20 }),
    };
    const { html } = await ssrPage('/en/search?keywords=zzqx', nothing);
    expect(html).toContain('No search');
    expect(html).not.toContain('data-facets="shown"');
  });

  it('asks nothing for an empty or too long text and says why', async () => {
    const empty = await ssrPage('/en/search', searchApi);
    expect(empty.res.status).toBe(200);
    expect(titleOf(empty.html)).toBe('Search | Hetai Bio');
    expect(empty.html).toContain('What are you looking for?');
    expect(empty.paths.filter(isSearchCall)).toEqual([]);
    const long = await ssrPage(`/search?keywords=${'a'.repeat(101)}`, searchApi);
    expect(long.html).toContain('搜索内容过长');
    expect(long.paths.filter(isSearchCall)).toEqual([]);
  });

  it('shows an error state with a retry link and answers 503 when the search fails', async () => {
    const { res, html } = await ssrPage('/en/search?keywords=IL-6', {
      ...searchApi,
      '/search/product': () => envelope(null, { status: 500, code: 'E0008', msg: 'failed' }),
    });
    expect(res.status).toBe(503);
    expect(html).toContain('The search is not available just now');
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="/en/search?keywords=IL-6"');
    // The shell still renders, its search box holding the text.
    expect(html).toMatch(/name="keywords"[^>]*value="IL-6"|value="IL-6"[^>]*name="keywords"/);
  });
});
