import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh-CN.json';
import { productLots } from '../../test/fakeApi';
import { ssrPage, titleOf } from '../../test/ssrPage';

const catalogs = { en, cn: zh } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
const [older] = productLots;

describe('/coa/verify', () => {
  for (const site of ['cn', 'en'] as const) {
    const prefix = site === 'en' ? '/en' : '';
    it(`shows the lot's QC results on record, its figures and the PDF again (${site})`, async () => {
      const { res, html } = await ssrPage(
        `${prefix}/coa/verify?catalogNumber=IL6-H4218&lot=${older?.lotNumber}`,
      );
      expect(res.status).toBe(200);
      expect(titleOf(html)).toContain(say(site, 'web.coaVerify.title'));
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).toContain(say(site, 'web.coaVerify.purity'));
      expect(html).toContain('97.2 %');
      expect(html).toContain('0.031 EU/µg');
      expect(html).toContain('24.6 kDa');
      expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(2);
      expect(html).toContain(
        `href="/files/coa?catalogNumber=IL6-H4218&amp;lot=${older?.lotNumber}&amp;lang=${site === 'en' ? 'en' : 'zh'}"`,
      );
    });
  }

  it('says plainly that an unknown lot or product cannot be verified', async () => {
    for (const query of ['catalogNumber=IL6-H4218&lot=FAKE-1', 'catalogNumber=NOPE-1&lot=X', 'lot=%3Cb%3E']) {
      const { res, html } = await ssrPage(`/en/coa/verify?${query}`);
      expect(res.status, query).toBe(200);
      expect(html).toContain('role="alert"');
      expect(html).toContain('could not be verified');
    }
  });
});
