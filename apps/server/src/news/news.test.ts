import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../content/rich-text.js';
import type { ArticleDetail, Meeting, MeetingSummary, Page, SearchResultPage } from '../contract/types.js';
import * as demo from '../db/demo-data/index.js';
import { articles, meetingRegistrations, meetings } from '../db/schema.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = <T>(operationId: string, url: string, lang?: 'en' | 'zh-CN') =>
  callOperation<T>(ctx.app, operationId, url, lang ? { lang } : {});

/** The stored id of a demo article or meeting, by its English title. */
async function articleId(titleEn: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.titleEn, titleEn));
  if (!row) throw new Error(`no article ${titleEn}`);
  return row.id;
}
async function meetingId(titleEn: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(eq(meetings.titleEn, titleEn));
  if (!row) throw new Error(`no meeting ${titleEn}`);
  return row.id;
}

describe('demo news and events', () => {
  it('has at least 40 news items across the categories and 6 meetings', () => {
    expect(demo.articles.length).toBeGreaterThanOrEqual(40);
    expect(new Set(demo.articles.map((a) => a.category))).toEqual(new Set(['news', 'activity']));
    expect(demo.meetings).toHaveLength(6);
  });

  it('is stored as sanitised rich text: what the sanitiser keeps, no script', async () => {
    const bodies = [
      ...(await ctx.database.db.select({ zh: articles.contentZh, en: articles.contentEn }).from(articles)),
      ...(await ctx.database.db.select({ zh: meetings.agendaZh, en: meetings.agendaEn }).from(meetings)),
    ].flatMap((row) => [row.zh, row.en]);
    expect(bodies.length).toBe((demo.articles.length + demo.meetings.length) * 2);
    for (const html of bodies) {
      expect(html.startsWith('<')).toBe(true);
      expect(sanitizeRichText(html)).toBe(html);
      expect(html).not.toMatch(/<script|\son\w+=/i);
    }
  });

  it('names only products of the catalogue', () => {
    const catalog = new Set(demo.products.map((p) => p.catalogNumber));
    const named = [
      ...demo.articles.flatMap((a) => a.catalogNumbers ?? []),
      ...demo.meetings.flatMap((m) => m.catalogNumbers),
    ];
    expect(named.filter((catalogNumber) => !catalog.has(catalogNumber))).toEqual([]);
  });
});

describe('GET /article/{id} (getArticle)', () => {
  const newsByDate = demo.articles
    .filter((a) => a.category === 'news')
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate));

  it('answers the article as rich text, its neighbours in its category and its products, in English', async () => {
    const middle = newsByDate[3] as demo.DemoArticle;
    const res = await get<ArticleDetail>(
      'getArticle',
      `/api/v1/article/${await articleId(middle.title.en)}`,
      'en',
    );
    expect(res.status).toBe(200);
    const { article, previous, next } = res.body.data;
    expect(article.title).toBe(middle.title.en);
    expect(article.content.startsWith('<p>')).toBe(true);
    expect(next?.title).toBe(newsByDate[2]?.title.en);
    expect(previous?.title).toBe(newsByDate[4]?.title.en);
  });

  it('has no newer neighbour for the newest and no older one for the oldest', async () => {
    const newest = await get<ArticleDetail>(
      'getArticle',
      `/api/v1/article/${await articleId(newsByDate[0]?.title.en ?? '')}`,
    );
    expect(newest.body.data.next).toBeNull();
    expect(newest.body.data.previous).not.toBeNull();
    const oldest = newsByDate[newsByDate.length - 1] as demo.DemoArticle;
    const last = await get<ArticleDetail>(
      'getArticle',
      `/api/v1/article/${await articleId(oldest.title.en)}`,
    );
    expect(last.body.data.previous).toBeNull();
  });

  it('lists the products the article names, in its order and language', async () => {
    const launch = demo.articles.find((a) => a.catalogNumbers?.includes('CD002')) as demo.DemoArticle;
    const res = await get<ArticleDetail>('getArticle', `/api/v1/article/${await articleId(launch.title.en)}`);
    expect(res.body.data.relatedProducts.map((p) => p.catalogNumber)).toEqual(launch.catalogNumbers);
    const kit = demo.products.find((p) => p.catalogNumber === 'CD002');
    expect(res.body.data.relatedProducts[0]?.name).toBe(kit?.name.zh);
    expect(res.body.data.article.title).toBe(launch.title.zh);
  });

  it('answers E0005 for an unknown id and E0002 for a malformed one', async () => {
    const missing = await get('getArticle', '/api/v1/article/999999', 'en');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('E0005');
    const malformed = await get('getArticle', '/api/v1/article/abc', 'en');
    expect(malformed.status).toBe(400);
  });
});

describe('GET /meeting and /meeting/{id}', () => {
  it('pages the meetings, latest start first', async () => {
    const res = await get<Page<MeetingSummary>>('listMeetings', '/api/v1/meeting?size=4', 'en');
    expect(res.body.data.total).toBe(demo.meetings.length);
    expect(res.body.data.list).toHaveLength(4);
    const starts = res.body.data.list.map((m) => m.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const page2 = await get<Page<MeetingSummary>>('listMeetings', '/api/v1/meeting?size=4&page=2', 'en');
    expect(page2.body.data.list).toHaveLength(demo.meetings.length - 4);
  });

  it('answers a meeting with its sanitised agenda and the products shown', async () => {
    const show = demo.meetings[0] as demo.DemoMeeting;
    const res = await get<Meeting>('getMeeting', `/api/v1/meeting/${await meetingId(show.title.en)}`);
    expect(res.body.data.title).toBe(show.title.zh);
    expect(res.body.data.booth).toBe(show.booth);
    expect(res.body.data.city).toBe(show.city.zh);
    expect(res.body.data.agenda).toContain('<h3>');
    expect(res.body.data.products.map((p) => p.catalogNumber)).toEqual(show.catalogNumbers);
  });

  it('keeps a meeting until its table tells of a change (migration 0019), then answers the change', async () => {
    const id = await meetingId(demo.meetings[3]?.title.en ?? '');
    const title = async () =>
      (await get<Meeting>('getMeeting', `/api/v1/meeting/${id}`, 'en')).body.data.title;
    const before = await title();
    // A write that notifies nobody (triggers off for this transaction): the kept answer stays.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(meetings).set({ titleEn: 'Quietly renamed' }).where(eq(meetings.id, id));
    });
    expect(await title()).toBe(before);
    // The same write as any script makes it: the answer follows.
    await ctx.database.db
      .update(meetings)
      .set({ titleEn: 'CPHI China 2026 (moved)' })
      .where(eq(meetings.id, id));
    await expect.poll(title, { timeout: 5_000 }).toBe('CPHI China 2026 (moved)');
    await ctx.database.db.update(meetings).set({ titleEn: before }).where(eq(meetings.id, id));
    await expect.poll(title, { timeout: 5_000 }).toBe(before);
  });

  it('answers E0005 for an unknown meeting', async () => {
    const res = await get('getMeeting', '/api/v1/meeting/424242');
    expect(res.status).toBe(404);
  });

  it('finds meetings in the content search', async () => {
    const res = await get<SearchResultPage>(
      'searchContent',
      `/api/v1/search/content?keywords=${encodeURIComponent('BIO-Europe')}`,
      'en',
    );
    const meetingHit = res.body.data.list.find((hit) => hit.link.startsWith('/meeting-detail?id='));
    expect(meetingHit?.title).toBe('BIO-Europe 2026');
    expect(meetingHit?.treeName).toBe('Meetings');
  });
});

describe('POST /meeting/{id}/registration (registerMeetingInterest)', () => {
  const registration = { name: '张三', company: '北京大学', email: 'zhang@example.cn', phone: '13812345678' };
  const post = async (id: number, body: unknown, lang: 'en' | 'zh-CN' = 'zh-CN', ip = '203.0.113.7') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/meeting/${id}/registration`,
      headers: { 'accept-language': lang, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const stored = async () =>
    (await ctx.database.db.select({ n: count() }).from(meetingRegistrations))[0]?.n ?? 0;

  beforeEach(async () => {
    await ctx.database.db.delete(meetingRegistrations);
  });

  it('stores a registration with the meeting and the site language, from the statement that wrote it', async () => {
    const id = await meetingId(demo.meetings[1]?.title.en ?? '');
    const res = await post(id, { ...registration, name: '  张三 ', content: '想了解GMP级T7' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('E0001');
    const [row] = await ctx.database.db
      .select()
      .from(meetingRegistrations)
      .where(eq(meetingRegistrations.id, res.body.data.id));
    expect(row).toMatchObject({ meetingId: id, name: '张三', content: '想了解GMP级T7', locale: 'cn' });
  });

  it('refuses broken fields in the request language and stores nothing', async () => {
    const id = await meetingId(demo.meetings[1]?.title.en ?? '');
    const zh = await post(id, { ...registration, name: '', phone: '12345' });
    expect(zh.status).toBe(400);
    expect(zh.body.code).toBe('E0002');
    expect(zh.body.data.fields).toMatchObject({ name: '姓名不能为空' });
    expect(zh.body.data.fields.phone).toBeTruthy();
    const en = await post(id, { ...registration, email: 'not-an-address' }, 'en');
    expect(en.status).toBe(400);
    expect(Object.keys(en.body.data.fields)).toEqual(['email']);
    expect(await stored()).toBe(0);
  });

  it('answers E0005 for an unknown meeting and stores nothing', async () => {
    const res = await post(999999, registration);
    expect(res.status).toBe(404);
    expect(await stored()).toBe(0);
  });

  it('accepts 10 registrations per address in 10 minutes, then E0007', async () => {
    const id = await meetingId(demo.meetings[2]?.title.en ?? '');
    for (let i = 0; i < 10; i++)
      expect((await post(id, registration, 'zh-CN', '198.51.100.9')).status).toBe(200);
    const refused = await post(id, registration, 'zh-CN', '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(await stored()).toBe(10);
  });
});
