import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh-CN.json';
import { envelope, productLots } from '../../test/fakeApi';
import { hydratedLoaderData, ssrPage } from '../../test/ssrPage';

const catalogs = { en, cn: zh } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : null;
};
const [older, newest] = productLots;

describe('product page: lots, QC figures and citation', () => {
  for (const site of ['cn', 'en'] as const) {
    const prefix = site === 'en' ? '/en' : '';
    it(`shows the lot table and the newest lot's figures on the server (${site})`, async () => {
      const { res, html, paths } = await ssrPage(`${prefix}/product-detail?catalogNumber=IL6-H4218`);
      expect(res.status).toBe(200);
      expect(paths).toContain('/api/v1/product/IL6-H4218/lots');
      expect(html).toContain(say(site, 'web.productLots.title'));
      // Every lot is a plain link to its own figures: choosing a lot works without JavaScript.
      expect(html).toContain(
        `href="${prefix}/product-detail?catalogNumber=IL6-H4218&amp;lot=${older?.lotNumber}#lot-figures"`,
      );
      expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>${newest?.lotNumber}<`));
      // The figures are SVG images with a text alternative holding the numbers.
      expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(2);
      expect(html).toContain('24.9 kDa');
      expect(html).toContain('0.287');
    });
  }

  it('shows the lot of the `lot` parameter, its citation and its RIS and BibTeX downloads', async () => {
    const { html } = await ssrPage(`/en/product-detail?catalogNumber=IL6-H4218&lot=${older?.lotNumber}`);
    expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>${older?.lotNumber}<`));
    expect(html).toContain('24.6 kDa');
    expect(html).toContain(
      `Human IL-6 Protein (Hetai Bio, Cat. No. IL6-H4218, Lot No. ${older?.lotNumber}, Beijing, China)`,
    );
    expect(html).toMatch(
      /href="data:application\/x-research-info-systems;charset=utf-8,[^"]+" download="IL6-H4218_H4218-2508A.ris"/,
    );
    expect(html).toMatch(
      /href="data:application\/x-bibtex;charset=utf-8,[^"]+" download="IL6-H4218_H4218-2508A.bib"/,
    );
  });

  it("sends the chosen lot's curve for hydration, not every lot's", async () => {
    const { html } = await ssrPage(`/en/product-detail?catalogNumber=IL6-H4218&lot=${older?.lotNumber}`);
    const pageData = hydratedLoaderData(html, 'en-product-detail') as {
      lots: unknown[];
      selectedLot: { lotNumber: string; bioactivity: { points: unknown[] } };
    };
    expect(pageData.selectedLot.lotNumber).toBe(older?.lotNumber);
    expect(pageData.selectedLot.bioactivity.points).toHaveLength(4);
    // The table's rows: the figures it shows (EC50 of each lot), no curve points.
    expect(pageData.lots).toEqual([
      expect.objectContaining({ lotNumber: older?.lotNumber, ec50: 0.312 }),
      expect.objectContaining({ lotNumber: newest?.lotNumber, ec50: 0.287 }),
    ]);
    expect(JSON.stringify(pageData.lots)).not.toContain('points');
  });

  it('puts the shown lot into the Product JSON-LD as additionalProperty', async () => {
    const { html } = await ssrPage('/en/product-detail?catalogNumber=IL6-H4218');
    expect(jsonLdOf(html).additionalProperty).toEqual(
      expect.arrayContaining([
        { '@type': 'PropertyValue', name: 'Lot number', value: newest?.lotNumber },
        { '@type': 'PropertyValue', name: 'Purity (SDS-PAGE)', value: 98.1, unitText: '%' },
        { '@type': 'PropertyValue', name: 'EC50', value: 0.287, unitText: 'ng/mL' },
      ]),
    );
  });

  it('keeps the page when the lots cannot be loaded, and says when there are none', async () => {
    const failed = await ssrPage('/en/product-detail?catalogNumber=IL6-H4218', {
      '/product/IL6-H4218/lots': () => envelope(null, { status: 500, code: 'E0009', msg: 'down' }),
    });
    expect(failed.res.status).toBe(200);
    expect(failed.html).toContain(say('en', 'web.productLots.failed'));
    const none = await ssrPage('/product-detail?catalogNumber=IL6-H4218', {
      '/product/IL6-H4218/lots': () => envelope([]),
    });
    expect(none.html).toContain(say('cn', 'web.productLots.empty'));
  });
});
