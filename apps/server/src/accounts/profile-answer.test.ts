import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../db/schema.js';
import { runAtCommit } from '../testing/at-commit.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';
import { newToken, sha256 } from './crypto.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('a profile update answers from its own UPDATE (issue 10)', () => {
  it('shows what this call saved, though another tab saves a different name right after', async () => {
    const [user] = await ctx.database.db
      .insert(users)
      .values({ account: 'tabs@example.cn', email: 'tabs@example.cn', locale: 'cn' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    const token = newToken();
    await ctx.database.db
      .insert(authTokens)
      .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3600_000) });
    const otherTab = await runAtCommit(ctx.database.db, {
      table: 'users',
      on: 'UPDATE',
      when: `NEW.id = ${user.id} and NEW.name <> 'Other Tab'`,
      run: "update users set name = 'Other Tab' where id = NEW.id",
    });
    try {
      const res = await callOperation<{ id: number; name: string; company: string }>(
        ctx.app,
        'updateUserProfile',
        '/api/v1/user/absol',
        {
          lang: 'en',
          headers: { authorization: `Bearer ${token}` },
          inject: {
            method: 'PUT',
            payload: {
              name: 'This Tab',
              phone: '13800138000',
              company: 'Lab',
              department: 'Bio',
              areaName: 'Shanghai',
            },
          },
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: user.id, name: 'This Tab', company: 'Lab' });
    } finally {
      await otherTab();
    }
    // The other tab's save did land after this one: the answer above was not a later read.
    const [stored] = await ctx.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored?.name).toBe('Other Tab');
  });
});
