import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { ssrPage, ssrPost, titleOf } from '../../test/ssrPage';

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

describe('/coa without JavaScript (the request action)', () => {
  const request = {
    name: 'Ada',
    catalogNumbers: 'IL6-H5215',
    lotNumber: 'L-1',
    dept: 'Bio',
    areaId: '1',
    industryId: '3',
    email: 'ada@lab.cn',
    phone: '',
    idea: '',
  };
  const posts = (requests: Request[]) => requests.filter((r) => r.method === 'POST');

  it('answers 400 with the messages in place, sending nothing', async () => {
    const { res, html, requests } = await ssrPost('/en/coa', { ...request, lotNumber: '' }, lists);
    expect(res.status).toBe(400);
    expect(html).toMatch(/<input(?=[^>]*name="lotNumber")(?=[^>]*aria-invalid="true")/);
    expect(html).toMatch(/<input(?=[^>]*name="name")(?=[^>]*value="Ada")/);
    expect(posts(requests)).toEqual([]);
  });

  it("sends POST /coa and shows the server's answer (the certificates found) in place", async () => {
    const answer = {
      documents: [{ catalogNumber: 'IL6-H5215', lotNumber: 'L-1', url: '/files/coa/1.pdf' }],
      notFound: [],
      emailed: true,
    };
    const { res, html, requests } = await ssrPost('/en/coa', request, {
      ...lists,
      '/coa': () => envelope(answer),
    });
    expect(res.status).toBe(200);
    expect(await posts(requests)[0]?.json()).toEqual({
      name: 'Ada',
      catalogNumbers: 'IL6-H5215',
      lotNumber: 'L-1',
      dept: 'Bio',
      areaId: 1,
      industryId: 3,
      email: 'ada@lab.cn',
    });
    expect(html).toContain('href="/files/coa/1.pdf"');
    expect(html).toContain('data-state="sent"');
  });
});
