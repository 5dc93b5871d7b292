import { describe, expect, it } from 'vitest';
import { categoryTree, envelope } from '../../test/fakeApi';
import { hydratedLoaderData, ssrPage, titleOf } from '../../test/ssrPage';

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : null;
};

describe('catalogue pages', () => {
  it('renders /products and /en/new-products with their titles and hreflang twins', async () => {
    const cn = await ssrPage('/products');
    expect(cn.res.status).toBe(200);
    expect(titleOf(cn.html)).toBe('产品中心 | 禾泰生物');
    const en = await ssrPage('/en/new-products');
    expect(en.res.status).toBe(200);
    expect(titleOf(en.html)).toBe('New products | Hetai Bio');
    expect(en.html).toContain(
      '<link rel="alternate" hrefLang="zh-CN" href="http://shop.test/new-products"/>',
    );
  });

  it('lists on /new-products only the categories holding new products, with their count', async () => {
    const withNew = [
      { id: 5, pid: 0, name: 'Immune Checkpoints', visible: true, sort: 5, productCount: 3, children: [] },
    ];
    const { html, paths } = await ssrPage('/en/new-products', {
      '/tree_structure/child': (url) =>
        envelope(url.searchParams.get('isNew') === 'true' ? withNew : categoryTree),
    });
    expect(paths).toContain('/api/v1/tree_structure/child?status=0&isNew=true');
    expect(html).toContain('href="/en/new-product-list?id=5"');
    expect(html).toContain('Immune Checkpoints (3)');
    expect(html).not.toContain('href="/en/new-product-list?id=6"');
  });

  it('lists a category with page and sort from the query, keeping the query in canonical and alternates', async () => {
    const { res, html, paths } = await ssrPage('/en/product-list?id=4&sort=name');
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe('Cytokines | Hetai Bio');
    expect(paths).toContain('/api/v1/product?treeId=4&page=1&size=20&sort=name');
    expect(html).toContain('Human IL-6 Protein');
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.test/en/product-list?id=4&amp;sort=name"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="zh-CN" href="http://shop.test/product-list?id=4&amp;sort=name"/>',
    );
  });

  it("chips a category's sub-categories, a leaf's siblings, and hydrates from what it shows", async () => {
    const navOf = (html: string) =>
      /<nav[^>]*aria-label="Categories"[^>]*>(.*?)<\/nav>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const parent = await ssrPage('/en/product-list?id=4');
    expect(navOf(parent.html)).toMatch(/href="\/en\/product-list\?id=4"[^>]*>All</);
    expect(navOf(parent.html)).toMatch(/href="\/en\/product-list\?id=41"[^>]*>Interleukins</);
    const leaf = await ssrPage('/en/product-list?id=41');
    expect(navOf(leaf.html)).toMatch(/href="\/en\/product-list\?id=4"[^>]*>All</);
    expect(navOf(leaf.html)).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/en\/product-list\?id=41"[^>]*>Interleukins</,
    );
    const pageData = hydratedLoaderData(leaf.html, 'en-product-list');
    expect(pageData).toMatchObject({
      path: [
        { id: 4, name: 'Cytokines' },
        { id: 41, name: 'Interleukins' },
      ],
      navParent: { id: 4, name: 'Cytokines' },
      navNodes: [{ id: 41, name: 'Interleukins' }],
    });
    // The shell's tree is the site route's; the page's data repeats no subtree, and its rows no long texts.
    expect(JSON.stringify(pageData)).not.toContain('children');
    const rows = (pageData as { page: { list: Record<string, unknown>[] } }).page.list;
    expect(rows[0]).toMatchObject({ catalogNumber: 'IL6-H4218', name: 'Human IL-6 Protein' });
    expect(rows[0]).not.toHaveProperty('description');
  });

  it('answers 404 for an unknown category', async () => {
    expect((await ssrPage('/product-list?id=999')).res.status).toBe(404);
  });

  it('asks for new and hot products on their lists', async () => {
    expect((await ssrPage('/new-product-list?id=5')).paths).toContain(
      '/api/v1/product?treeId=5&isNew=true&page=1&size=20&sort=default',
    );
    expect((await ssrPage('/en/hotsproduct')).paths).toContain(
      '/api/v1/product?isHot=true&page=1&size=20&sort=default',
    );
  });
});

describe('product detail', () => {
  it('shows CNY prices in China with an Offer in its JSON-LD and the SEO title', async () => {
    const { res, html } = await ssrPage('/product-detail?catalogNumber=IL6-H4218');
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe('Human IL-6 Protein SEO | 禾泰生物');
    expect(html).toMatch(/1,980/);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({ '@type': 'Product', sku: 'IL6-H4218' });
    expect(jsonLd.offers).toMatchObject({ '@type': 'Offer', price: '1980.00', priceCurrency: 'CNY' });
  });

  it('has no Offer where Inquiry is shown: outside China and always on the English site', async () => {
    const abroad = await ssrPage('/product-detail?catalogNumber=IL6-H4218', {
      '/isChina': () => envelope(false),
    });
    expect(jsonLdOf(abroad.html)).not.toHaveProperty('offers');
    expect(abroad.html).not.toMatch(/1,980/);
    const english = await ssrPage('/en/product-detail?catalogNumber=IL6-H4218');
    expect(english.res.status).toBe(200);
    expect(jsonLdOf(english.html)).not.toHaveProperty('offers');
    expect(english.paths).not.toContain('/api/v1/isChina');
    expect(english.html).toContain('Inquiry');
  });

  it('answers 404 for an unknown or missing catalog number', async () => {
    const unknown = await ssrPage('/en/product-detail?catalogNumber=NOPE-1');
    expect(unknown.res.status).toBe(404);
    expect(unknown.html).toContain('This page could not be found');
    expect((await ssrPage('/product-detail')).res.status).toBe(404);
  });

  it('shows related products from the absol base, citations and troubleshooting in the tabs', async () => {
    const { res, html, paths } = await ssrPage('/en/product-detail?catalogNumber=IL6-H4218');
    expect(res.status).toBe(200);
    // The api-client moves /relaies to the absol base, which the in-process fetch serves too.
    expect(paths).toContain('/api/absol/relaies?catalogNumber=IL6-H4218&size=8');
    expect(paths).toContain('/api/v1/reference?catalogNumber=IL6-H4218&size=20');
    for (const tab of ['Related products', 'Citations', 'Troubleshooting']) expect(html).toContain(tab);
    expect(html).toContain('Human PD-1 Protein');
    expect(html).toContain('IL-6 signalling in inflammation');
    expect(html).toContain('https://doi.org/10.1038/s41590-023-0001-1');
  });

  it('keeps the page when the related products or citations cannot be loaded (the tabs show their errors)', async () => {
    const failed = () => envelope(null, { status: 500, code: 'E0009', msg: 'database unavailable' });
    const { res, html } = await ssrPage('/en/product-detail?catalogNumber=IL6-H4218', {
      '/api/absol/relaies': failed,
      '/reference': failed,
    });
    expect(res.status).toBe(200);
    expect(html).toContain('Related products could not be loaded');
    expect(html).toContain('Citations could not be loaded');
  });

  it('shows the catalogue overview, or its error state when the tree cannot be loaded', async () => {
    const { html } = await ssrPage('/en/products');
    expect(html).toContain('Cytokines');
    expect(html).toMatch(/<a[^>]*href="\/en\/product-list\?id=41"[^>]*>Interleukins<\/a>/);
    const failed = await ssrPage('/en/products', {
      '/tree_structure/child': () => envelope(null, { status: 500, code: 'E0009', msg: 'down' }),
    });
    expect(failed.res.status).toBe(200);
    expect(failed.html).toContain('The catalogue could not be loaded');
  });

  it('answers 404 on the new-products site for a product that is not new', async () => {
    const { res, onError } = await ssrPage('/new-product-detail?catalogNumber=IL6-H4218');
    expect(res.status).toBe(404);
    expect(onError).not.toHaveBeenCalled();
  });
});
