import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.js';
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

  it('maps a domain error to the envelope and the status of its code, with its text and field messages', async () => {
    const app = await ctx.appWith({});
    const thrown: Record<string, DomainError> = {
      refused: new DomainError('E0002', { fields: { email: 'Please enter a valid e-mail address' } }),
      worded: new DomainError('E0007', { message: 'Try again in 4 s.' }),
      plain: new DomainError('E0005'),
    };
    app.get('/api/v1/__test_domain/:kind', async (request) => {
      throw thrown[(request.params as { kind: string }).kind];
    });
    const answer = async (kind: string) => {
      const res = await app.inject({
        url: `/api/v1/__test_domain/${kind}`,
        headers: { 'accept-language': 'en' },
      });
      return { status: res.statusCode, body: res.json() };
    };
    expect(await answer('refused')).toEqual({
      status: 400,
      body: {
        code: 'E0002',
        msg: 'Validation failed',
        data: { fields: { email: 'Please enter a valid e-mail address' } },
      },
    });
    expect(await answer('worded')).toEqual({
      status: 429,
      body: { code: 'E0007', msg: 'Try again in 4 s.', data: null },
    });
    expect(await answer('plain')).toEqual({
      status: 404,
      body: { code: 'E0005', msg: 'Not found', data: null },
    });
  });
});
