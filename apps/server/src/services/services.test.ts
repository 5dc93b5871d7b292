import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../content/rich-text.js';
import type { Service, ServiceSummary } from '../contract/types.js';
import * as demo from '../db/demo-data/index.js';
import { services } from '../db/schema.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = <T>(operationId: string, url: string, lang?: 'en' | 'zh-CN') =>
  callOperation<T>(ctx.app, operationId, url, lang ? { lang } : {});

async function serviceId(titleEn: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.titleEn, titleEn));
  if (!row) throw new Error(`no service ${titleEn}`);
  return row.id;
}

describe('demo services', () => {
  it('offers the services of the issue, each complete in both languages', () => {
    const titles = demo.services.map((s) => s.title.en);
    for (const wanted of [
      /Protein Expression/,
      /Antibody Development/,
      /SPR/,
      /Stable Cell Line/,
      /mRNA Capping/,
    ])
      expect(
        titles.some((t) => wanted.test(t)),
        String(wanted),
      ).toBe(true);
    for (const s of demo.services) {
      for (const list of [s.workflow, s.deliverables, s.sampleRequirements]) {
        expect(list.zh.length, s.title.en).toBeGreaterThan(0);
        expect(list.zh.length, s.title.en).toBe(list.en.length);
      }
      expect(s.title.zh).toMatch(/\p{Script=Han}/u);
      expect(s.title.en).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('links only products of the catalogue', () => {
    const catalog = new Set(demo.products.map((p) => p.catalogNumber));
    for (const s of demo.services) for (const cn of s.catalogNumbers) expect(catalog.has(cn), cn).toBe(true);
  });

  it('is stored as sanitised rich text, no script', async () => {
    const rows = await ctx.database.db
      .select({ zh: services.overviewZh, en: services.overviewEn })
      .from(services);
    expect(rows).toHaveLength(demo.services.length);
    for (const html of rows.flatMap((row) => [row.zh, row.en])) {
      expect(sanitizeRichText(html)).toBe(html);
      expect(html).not.toMatch(/<script|\son\w+=/i);
    }
  });
});

describe('GET /services (listServices)', () => {
  it('lists every service in the site order, in the request language', async () => {
    const en = await get<ServiceSummary[]>('listServices', '/api/v1/services', 'en');
    expect(en.status).toBe(200);
    expect(en.body.data.map((s) => s.title)).toEqual(demo.services.map((s) => s.title.en));
    expect(en.body.data[0]?.timeline).toBe(demo.services[0]?.timeline.en);
    const zh = await get<ServiceSummary[]>('listServices', '/api/v1/services');
    expect(zh.body.data.map((s) => s.title)).toEqual(demo.services.map((s) => s.title.zh));
  });
});

describe('GET /service/{id} (getService)', () => {
  it('answers the workflow, deliverables, timeline, sample requirements and related products', async () => {
    const id = await serviceId('mRNA Capping and Quality Analysis');
    const source = demo.services.find((s) => s.title.en === 'mRNA Capping and Quality Analysis');
    const en = await get<Service>('getService', `/api/v1/service/${id}`, 'en');
    expect(en.body.data).toMatchObject({
      id,
      title: 'mRNA Capping and Quality Analysis',
      workflow: source?.workflow.en,
      deliverables: source?.deliverables.en,
      sampleRequirements: source?.sampleRequirements.en,
      timeline: '7–10 working days',
    });
    expect(en.body.data.overview).toContain('<strong>');
    expect(en.body.data.products.map((p) => p.catalogNumber)).toEqual(source?.catalogNumbers);
    expect(en.body.data.products[0]?.name).toBe('T7 RNA Polymerase');
    const zh = await get<Service>('getService', `/api/v1/service/${id}`, 'zh-CN');
    expect(zh.body.data.title).toBe('mRNA 加帽率与质量分析');
    expect(zh.body.data.workflow).toEqual(source?.workflow.zh);
  });

  it('answers E0005 for an unknown service, in the request language', async () => {
    const res = await get('getService', '/api/v1/service/999999', 'en');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'E0005' });
  });
});
