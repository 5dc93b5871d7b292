import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('the error handler', () => {
  it('answers the E0009 envelope when wording a refused body fails, not Fastify’s bare {}', async () => {
    const app = await ctx.appWith({});
    app.post(
      '/api/v1/__test_wording',
      {
        schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
        config: {
          bodyFields: () => {
            throw new RangeError('Maximum call stack size exceeded');
          },
        },
      },
      async () => ({ code: 'E0001', msg: 'ok', data: null }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__test_wording',
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'E0009', msg: 'Server error, please try again later', data: null });
  });
});
