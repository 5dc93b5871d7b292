import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDownload, ResourcePage } from '../contract/types.js';
import { resourceDownloads } from '../db/schema.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';
import { createUserWithToken } from '../testing/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const list = (query: string, lang?: 'en' | 'zh-CN') =>
  callOperation<ResourcePage>(ctx.app, 'listResources', `/api/v1/resource${query}`, lang ? { lang } : {});

const form = {
  name: '李雷',
  email: 'lilei@example.edu.cn',
  phone: '13812345678',
  province: '北京',
  unit: '北京大学',
  department: '生命科学学院',
};

const submit = (body: object, lang: 'en' | 'zh-CN' = 'zh-CN') =>
  callOperation<ResourceDownload>(ctx.app, 'requestResourceDownload', '/api/v1/resource', {
    lang,
    inject: { method: 'POST', payload: body },
  });

describe('GET /resource (listResources)', () => {
  it('lists the resources newest first with their file in the request language, type and size', async () => {
    const zh = await list('');
    const dates = zh.body.data.list.map((r) => r.publishDate);
    expect(zh.body.data.total).toBe(7);
    expect(dates).toEqual([...dates].sort().reverse());
    const manual = zh.body.data.list.find((r) => r.title === '重组蛋白复溶与储存操作手册');
    expect(manual).toMatchObject({
      category: 'manual',
      fileType: 'pdf',
      language: 'zh',
      fileName: 'protein-reconstitution-manual-zh.pdf',
      fileUrl: `/files/resources/${manual?.id}/zh`,
    });
    expect(manual?.fileSize).toBeGreaterThan(1000);
    // Published in English only: the Chinese list links the English file.
    const poster = zh.body.data.list.find((r) => r.category === 'poster');
    expect(poster).toMatchObject({ language: 'en', fileUrl: `/files/resources/${poster?.id}/en` });

    const en = await list('', 'en');
    expect(en.body.data.list.every((r) => r.language === 'en')).toBe(true);
    expect(en.body.data.list.map((r) => r.title)).toContain(
      'Recombinant protein reconstitution and storage manual',
    );
  });

  it('filters by tab and searches the titles in either language', async () => {
    const notes = await list('?category=note', 'en');
    expect(notes.body.data.list.map((r) => r.category)).toEqual(['note', 'note']);
    const spr = await list(`?q=${encodeURIComponent('spr')}`, 'en');
    expect(spr.body.data.list.map((r) => r.title)).toEqual([
      'Application note: PD-1/PD-L1 binding kinetics by SPR',
    ]);
    const zhWord = await list(`?q=${encodeURIComponent('内毒素')}`, 'en');
    expect(zhWord.body.data.list.map((r) => r.category)).toEqual(['note']);
    const none = await list(`?q=${encodeURIComponent('100%_')}`);
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
    const page = await list('?size=2&page=2', 'en');
    expect(page.body.data).toMatchObject({ page: 2, size: 2, total: 7 });
    expect(page.body.data.list).toHaveLength(2);
  });

  it('refuses an unknown tab and an over-long search', async () => {
    expect((await list('?category=coa', 'en')).status).toBe(400);
    expect((await list(`?q=${'x'.repeat(101)}`, 'en')).status).toBe(400);
  });
});

describe('POST /resource (requestResourceDownload) and /files/resources/:id/:lang', () => {
  it('stores the form and answers a link whose pass opens this and any other file', async () => {
    const { list: resources } = (await list('')).body.data;
    const [first, second] = resources;
    const res = await submit({ resourceId: first?.id, ...form });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe(`${first?.fileUrl}?pass=${res.body.data.pass}`);
    expect(new Date(res.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const [stored] = await ctx.database.db
      .select()
      .from(resourceDownloads)
      .where(eq(resourceDownloads.resourceId, first?.id ?? 0));
    expect(stored).toMatchObject({ ...form, locale: 'cn' });
    // Only the pass's hash is kept.
    expect(stored?.passHash).not.toContain(res.body.data.pass);

    const file = await ctx.app.inject({ method: 'GET', url: res.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${first?.fileName}"`);
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    expect(file.rawPayload.length).toBe(first?.fileSize);
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getTitle()).toBe(first?.title);

    // "Once": the same pass opens the next file without a new form, and the ETag revalidates.
    const next = await ctx.app.inject({
      method: 'GET',
      url: `${second?.fileUrl}?pass=${res.body.data.pass}`,
    });
    expect(next.statusCode).toBe(200);
    const etag = next.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `${second?.fileUrl}?pass=${res.body.data.pass}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives a visitor without the form, or with a made-up pass, no file', async () => {
    const { list: resources } = (await list('', 'en')).body.data;
    for (const url of [resources[0]?.fileUrl, `${resources[0]?.fileUrl}?pass=made-up`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: url ?? '',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 'E0003', data: null });
      expect(res.headers['content-type']).not.toContain('pdf');
    }
  });

  it('lets a logged-in user download directly with the bearer token', async () => {
    const { token } = await createUserWithToken(ctx.database.db, 'reader@example.com');
    const { list: resources } = (await list('', 'en')).body.data;
    const res = await ctx.app.inject({
      method: 'GET',
      url: resources[0]?.fileUrl ?? '',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: resources[0]?.fileUrl ?? '',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 404 for an unknown resource, a missing language or a malformed path', async () => {
    const { token } = await createUserWithToken(ctx.database.db, 'reader2@example.com');
    const poster = (await list('?category=poster')).body.data.list[0];
    for (const url of [
      '/files/resources/99999/en',
      `/files/resources/${poster?.id}/zh`,
      '/files/resources/1/fr',
      '/files/resources/0/en',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'E0005' });
    }
  });

  it('refuses a form with missing or wrong fields in the request language and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(resourceDownloads)).length;
    const bad = await submit({ resourceId: 1, ...form, phone: '12345', province: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('E0002');
    expect(JSON.stringify(bad.body)).toContain('请输入正确的手机号码');
    const en = await submit({ resourceId: 1, ...form, unit: '' }, 'en');
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toContain('Unit cannot be blank');
    // The English site drops the mainland mobile rule (SPEC §5).
    expect((await submit({ resourceId: 1, ...form, phone: '+49 30 1234567' }, 'en')).status).toBe(200);
    const unknown = await submit({ resourceId: 99999, ...form });
    expect(unknown.status).toBe(404);
    expect((await ctx.database.db.select().from(resourceDownloads)).length).toBe(before + 1);
  });
});
