import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AboutUs,
  ContactDirectory,
  InvestorRelations,
  Page,
  RichDocument,
  SearchResult,
} from '../contract/types.js';
import * as demo from '../db/demo-data/index.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';
import { investorPdf } from './investor-pdf.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = <T>(operationId: string, url: string, lang?: 'en' | 'zh-CN') =>
  callOperation<T>(ctx.app, operationId, url, lang ? { lang } : {});

describe('GET /company/about (getAboutUs)', () => {
  it('answers the sections by childId, the history oldest first and the headquarters first', async () => {
    const zh = await get<AboutUs>('getAboutUs', '/api/v1/company/about');
    expect(zh.body.data.sections.map((s) => [s.id, s.key])).toEqual([
      [1, 'profile'],
      [2, 'history'],
      [3, 'honours'],
      [4, 'culture'],
      [5, 'contacts'],
    ]);
    expect(zh.body.data.sections[0]?.title).toBe('公司简介');
    const years = zh.body.data.milestones.map((m) => m.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(zh.body.data.offices.map((o) => o.kind)).toEqual(['headquarters', 'office', 'office']);
    expect(zh.body.data.offices.every((o) => o.hours.includes('9:00-17:30'))).toBe(true);

    const en = await get<AboutUs>('getAboutUs', '/api/v1/company/about', 'en');
    expect(en.body.data.sections[0]?.title).toBe('Company Profile');
    expect(en.body.data.offices[0]?.name).toBe('Beijing Headquarters');
  });
});

describe('GET /company/contact (getContactDirectory)', () => {
  it('lists catalog, customized service, support and careers with their details', async () => {
    const res = await get<ContactDirectory>('getContactDirectory', '/api/v1/company/contact', 'en');
    expect(res.body.data.channels.map((c) => c.key)).toEqual(['catalog', 'customized', 'support', 'careers']);
    expect(res.body.data.channels[0]).toMatchObject({ title: 'Catalog Consultation', phone: '400-682-2521' });
    expect(res.body.data.offices).toHaveLength(3);
  });
});

describe('GET /investor (getInvestorRelations)', () => {
  it('answers stock information, governance, the documents newest first and the investor contact', async () => {
    const res = await get<InvestorRelations>('getInvestorRelations', '/api/v1/investor');
    expect(res.body.data.sections.map((s) => s.key)).toEqual(['stock', 'governance']);
    expect(res.body.data.sections[0]?.content).toContain('300000');
    const { documents } = res.body.data;
    expect(documents).toHaveLength(10);
    const dates = documents.map((d) => d.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(documents[0]?.fileUrl).toBe(`/files/investor-documents/${documents[0]?.id}`);
    expect(documents.every((d) => d.fileSize > 500)).toBe(true);
    expect(res.body.data.contact?.key).toBe('investors');
  });

  it('filters by kind and refuses an unknown kind in the request language', async () => {
    const reports = await get<InvestorRelations>(
      'getInvestorRelations',
      '/api/v1/investor?kind=periodic_report',
      'en',
    );
    expect(reports.body.data.documents.map((d) => d.kind)).toEqual(Array(5).fill('periodic_report'));
    expect(reports.body.data.documents[0]?.title).toBe('Third Quarter Report 2025');
    const bad = await get('getInvestorRelations', '/api/v1/investor?kind=rumour', 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('E0002');
  });
});

describe('GET /files/investor-documents/:id', () => {
  it('serves a real PDF with its download name', async () => {
    const list = await get<InvestorRelations>('getInvestorRelations', '/api/v1/investor', 'en');
    const document = list.body.data.documents[0];
    const res = await ctx.app.inject({ method: 'GET', url: document?.fileUrl ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${document?.fileName}"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(document?.fileSize);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe('Third Quarter Report 2025');
    expect(pdf.getPageCount()).toBe(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const url of [
      '/files/investor-documents/99999',
      '/files/investor-documents/1x',
      '/files/investor-documents/0',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'E0005' });
    }
  });
});

describe('GET /rich_text/{fileId} (getRichDocument)', () => {
  it('answers each configured legal document, sanitised', async () => {
    for (const cfg of demo.globalCfg.filter((c) =>
      ['brand', 'privacy_policy', 'terms_conditions'].includes(c.key),
    )) {
      for (const lang of ['zh', 'en'] as const) {
        const res = await get<RichDocument>('getRichDocument', `/api/v1/rich_text/${cfg.value[lang]}`);
        expect(res.status).toBe(200);
        expect(res.body.data.kind).toBe(cfg.key);
        expect(res.body.data.content).not.toMatch(/<script/i);
      }
    }
  });

  it('answers E0005 for an unknown id and E0002 for a malformed one', async () => {
    expect((await get('getRichDocument', '/api/v1/rich_text/777', 'en')).status).toBe(404);
    expect((await get('getRichDocument', '/api/v1/rich_text/abc', 'en')).status).toBe(400);
  });
});

describe('the content search (issue 13)', () => {
  it('finds an about-us section by a word of its body, linked to its childId, in the request language', async () => {
    const res = await get<Page<SearchResult>>(
      'searchContent',
      '/api/v1/search/content?keywords=ChiNext',
      'en',
    );
    const investors = res.body.data.list.find((hit) => hit.link === '/investors');
    expect(investors).toMatchObject({
      title: 'Stock Information',
      treeName: 'Investor Relations',
      type: 'content',
    });
    expect(investors?.snippet).toContain('ChiNext');
    const zh = await get<Page<SearchResult>>(
      'searchContent',
      `/api/v1/search/content?keywords=${encodeURIComponent('企业文化')}`,
    );
    expect(zh.body.data.list[0]).toMatchObject({
      title: '企业文化',
      treeName: '关于我们',
      link: '/about-us?childId=4',
    });
  });

  it('finds an investor document by its title', async () => {
    const res = await get<Page<SearchResult>>(
      'searchContent',
      `/api/v1/search/content?keywords=${encodeURIComponent('Annual Report')}`,
      'en',
    );
    expect(res.body.data.list.map((hit) => hit.title)).toContain('Annual Report 2024');
    const report = res.body.data.list.find((hit) => hit.title === 'Annual Report 2024');
    expect(report).toMatchObject({ link: '/investors', createTime: '2025-03-28T00:00:00.000Z' });
  });
});

describe('investorPdf', () => {
  it('gives the same bytes for the same content', async () => {
    const content = { title: 'Annual Report', publishDate: '2025-03-28', paragraphs: ['Revenue rose.'] };
    const [a, b] = await Promise.all([investorPdf(content), investorPdf(content)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect((await PDFDocument.load(a)).getTitle()).toBe('Annual Report');
  });
});
