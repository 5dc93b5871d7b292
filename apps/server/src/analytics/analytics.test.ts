import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sha256 } from '../accounts/crypto.js';
import { authTokens, channelEvents, channelVisits, rateLimits, users } from '../db/schema.js';
import { freezeDateEarlyInWindow } from '../testing/clock.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.database.db.delete(channelVisits);
  await ctx.database.db.delete(channelEvents);
  await ctx.database.db.delete(rateLimits);
});

async function rows(table: typeof channelVisits | typeof channelEvents): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

function post(
  operationId: string,
  path: string,
  payload: unknown,
  lang: 'en' | 'zh-CN' = 'zh-CN',
  options: { token?: string; ip?: string } = {},
) {
  return callOperation(ctx.app, operationId, `/api/v1${path}`, {
    lang,
    ...(options.token && { headers: { authorization: `Bearer ${options.token}` } }),
    inject: {
      method: 'POST',
      payload: payload as Record<string, unknown>,
      ...(options.ip && { remoteAddress: options.ip }),
    },
  });
}

let accounts = 0;
/** A user with a live login token, written straight into the database (accounts are not under test). */
async function loggedInUser(): Promise<{ account: string; token: string }> {
  accounts += 1;
  const account = `analytics${accounts}.${Date.now()}@example.cn`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ account, email: account, locale: 'cn' })
    .returning();
  const token = `token-${account}`;
  await ctx.database.db.insert(authTokens).values({
    tokenHash: sha256(token),
    userId: user?.id ?? 0,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { account, token };
}

const visit = {
  sessionStorageId: '3f1c2b9e-5d7a-4c1e-9b2f-0a1b2c3d4e5f',
  userName: '',
  userType: 'anonymous',
  source: 'baidu',
  sourceValue: 'https://www.baidu.com/link?url=abc',
};

const event = {
  sessionStorageId: visit.sessionStorageId,
  operateType: 'phone',
  operateTypeId: '400-123-4567',
  source: visit.sourceValue,
};

describe('first visit of a session (recordChannelVisit, recordUserChannel)', () => {
  it('stores one record per session, however often and by whichever call', async () => {
    for (const path of ['/channel_analyse', '/channel_analyse', '/user/channel_analyse']) {
      const op = path === '/channel_analyse' ? 'recordChannelVisit' : 'recordUserChannel';
      const res = await post(op, path, {
        ...visit,
        source: path === '/channel_analyse' ? 'baidu' : 'direct',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 'E0001', msg: '成功', data: null });
    }
    const all = await ctx.database.db.select().from(channelVisits);
    expect(all).toHaveLength(1);
    // The first call's referrer is the session's channel.
    expect(all[0]).toMatchObject({ ...visit, locale: 'cn', userAttachedAt: null });
  });

  it('records the first visit through /user/channel_analyse (the SPEC §7 call)', async () => {
    const res = await post('recordUserChannel', '/user/channel_analyse', visit, 'en');
    expect(res.status).toBe(200);
    const [row] = await ctx.database.db.select().from(channelVisits);
    expect(row).toMatchObject({ ...visit, locale: 'en' });
  });

  it('attaches the logged-in user of the token to the session record later, whatever the body claims', async () => {
    await post('recordChannelVisit', '/channel_analyse', visit);
    const { account, token } = await loggedInUser();
    const res = await post(
      'recordUserChannel',
      '/user/channel_analyse',
      {
        ...visit,
        userName: 'someone-else@example.com',
        userType: 'anonymous',
        source: 'direct',
        sourceValue: '',
      },
      'zh-CN',
      { token },
    );
    expect(res.status).toBe(200);
    const all = await ctx.database.db.select().from(channelVisits);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ userName: account, userType: 'user', source: 'baidu' });
    expect(all[0]?.userAttachedAt).toBeInstanceOf(Date);
  });

  it('never lets an anonymous caller name the user of a session (issue 10, finding 8)', async () => {
    const { account, token } = await loggedInUser();
    await post('recordUserChannel', '/user/channel_analyse', visit, 'zh-CN', { token });
    const claim = { ...visit, userName: 'impostor@example.com', userType: 'user' };
    for (const [op, path] of [
      ['recordUserChannel', '/user/channel_analyse'],
      ['recordChannelVisit', '/channel_analyse'],
    ] as const) {
      // No token, and a token that is not one: both answer as for an anonymous visitor.
      expect((await post(op, path, claim)).status).toBe(200);
      expect((await post(op, path, claim, 'zh-CN', { token: 'not-a-token' })).status).toBe(200);
    }
    const newSession = { ...claim, sessionStorageId: 'fresh-session-1' };
    await post('recordUserChannel', '/user/channel_analyse', newSession);
    await post('recordChannelVisit', '/channel_analyse', {
      ...newSession,
      sessionStorageId: 'fresh-session-2',
    });
    const all = await ctx.database.db.select().from(channelVisits);
    expect(all.find((row) => row.sessionStorageId === visit.sessionStorageId)).toMatchObject({
      userName: account,
      userType: 'user',
    });
    for (const id of ['fresh-session-1', 'fresh-session-2']) {
      expect(all.find((row) => row.sessionStorageId === id)).toMatchObject({
        userName: '',
        userType: 'anonymous',
        userAttachedAt: null,
      });
    }
  });

  it('takes at most 120 records and events per 10 minutes from one address', async () => {
    // Fixed windows of the clock: a run must not straddle a window's end.
    freezeDateEarlyInWindow();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ip = '198.51.100.77';
    const codes: string[] = [];
    for (let i = 0; i < 121; i += 1) {
      const body = { ...visit, sessionStorageId: `s${i}` };
      const res =
        i % 2
          ? await post('recordChannelVisit', '/channel_analyse', body, 'zh-CN', { ip })
          : await post(
              'recordChannelEvent',
              '/channel_analyse/detail',
              { ...event, sessionStorageId: `s${i}` },
              'zh-CN',
              { ip },
            );
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 120).every((code) => code === 'E0001')).toBe(true);
    expect(codes[120]).toBe('E0007');
    // Another address is not held up.
    expect(
      (await post('recordUserChannel', '/user/channel_analyse', visit, 'zh-CN', { ip: '198.51.100.78' })).body
        .code,
    ).toBe('E0001');
  });

  it('keeps one record when a session reports twice at the same moment', async () => {
    const calls = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        i % 2
          ? post('recordChannelVisit', '/channel_analyse', visit)
          : post('recordUserChannel', '/user/channel_analyse', visit),
      ),
    );
    expect(calls.every((c) => c.status === 200)).toBe(true);
    expect(await rows(channelVisits)).toBe(1);
  });

  it('refuses bad input in the request language, storing nothing', async () => {
    const en = await post(
      'recordChannelVisit',
      '/channel_analyse',
      { ...visit, sessionStorageId: '', source: 'myspace', userType: 'admin', sourceValue: 'x'.repeat(2001) },
      'en',
    );
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual({
      fields: {
        sessionStorageId: 'must be at least 1 characters long',
        source: 'must be one of: baidu, google, bing, sogou, so360, shenma, yandex, duckduckgo, direct',
        userType: 'must be one of: anonymous, user',
        sourceValue: 'must be at most 2000 characters long',
      },
    });
    const zh = await post('recordUserChannel', '/user/channel_analyse', { sessionStorageId: 'a b' });
    expect(zh.status).toBe(400);
    expect(zh.body.data).toEqual({
      fields: {
        sessionStorageId: '格式不正确',
        userName: '不能为空',
        userType: '不能为空',
        source: '不能为空',
        sourceValue: '不能为空',
      },
    });
    expect(await rows(channelVisits)).toBe(0);
  });

  it('refuses an oversized body with an envelope', async () => {
    const res = await post('recordChannelVisit', '/channel_analyse', {
      ...visit,
      sourceValue: 'x'.repeat(20_000),
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ fields: { 请求: '请求内容过大（最多 16 KB）' } });
    expect(await rows(channelVisits)).toBe(0);
  });
});

describe('POST /channel_analyse/detail (recordChannelEvent)', () => {
  it('stores every event', async () => {
    for (const operateType of ['message', 'phone', 'navigation', 'phone']) {
      const res = await post(
        'recordChannelEvent',
        '/channel_analyse/detail',
        { ...event, operateType },
        'en',
      );
      expect(res.status).toBe(200);
      expect(res.body.code).toBe('E0001');
    }
    const all = await ctx.database.db.select().from(channelEvents);
    expect(all.map((e) => e.operateType)).toEqual(['message', 'phone', 'navigation', 'phone']);
    expect(all[0]).toMatchObject({ ...event, operateType: 'message', locale: 'en' });
  });

  it('refuses unknown event types and long ids, storing nothing', async () => {
    const res = await post(
      'recordChannelEvent',
      '/channel_analyse/detail',
      { ...event, operateType: 'scroll', operateTypeId: 'x'.repeat(101) },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      fields: {
        operateType: 'must be one of: message, phone, navigation',
        operateTypeId: 'must be at most 100 characters long',
      },
    });
    const missing = await post('recordChannelEvent', '/channel_analyse/detail', {});
    expect(Object.keys((missing.body.data as { fields: object }).fields).sort()).toEqual(
      ['operateType', 'operateTypeId', 'sessionStorageId', 'source'].sort(),
    );
    expect(await rows(channelEvents)).toBe(0);
  });
});
