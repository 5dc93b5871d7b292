import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { ssrPage, titleOf } from '../../test/ssrPage';

const catalogs = { en: { ...uiEn, ...appEn }, cn: { ...uiZh, ...appZh } } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
const lists = {
  '/distributor/area': () => envelope([{ id: 1, name: 'Beijing' }]),
  '/global_cfg/industry/values': () => envelope([{ id: 3, name: 'Biopharma' }]),
};

describe('/coa', () => {
  for (const site of ['cn', 'en'] as const) {
    const prefix = site === 'en' ? '/en' : '';
    it(`renders the COA form with its fields, areas and industries on the server (${site})`, async () => {
      const { res, html } = await ssrPage(`${prefix}/coa`, lists);
      expect(res.status).toBe(200);
      expect(titleOf(html)).toContain(say(site, 'web.coa.title'));
      expect(html).toContain(say(site, 'ui.CoaRequestForm.formLabel'));
      for (const field of ['name', 'catalogNumbers', 'lotNumber', 'dept', 'areaId', 'industryId', 'email']) {
        expect(html).toContain(`name="${field}"`);
      }
      expect(html).toContain('<option value="1">Beijing</option>');
      expect(html).toContain('<option value="3">Biopharma</option>');
    });
  }

  it('still answers when the area and industry lists cannot be loaded', async () => {
    const down = () => envelope(null, { status: 500, code: 'E0009', msg: 'down' });
    const { res } = await ssrPage('/en/coa', {
      '/distributor/area': down,
      '/global_cfg/industry/values': down,
    });
    expect(res.status).toBe(200);
  });
});
