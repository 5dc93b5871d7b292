import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';
import { languageOf } from './language.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// The pages pick their site by the same headers (apps/web's root redirect, e2e/shell.e2e.ts).
const headers: [string | undefined, 'zh' | 'en'][] = [
  [undefined, 'zh'],
  ['zh-CN', 'zh'],
  ['en', 'en'],
  ['en-US,en;q=0.9', 'en'],
  ['fr, en;q=0.5', 'en'],
  ['en;q=0.5, zh-TW;q=0.8', 'zh'],
  ['de-DE', 'zh'],
  ['zh;q=0, en', 'en'],
];

describe('the language of an answer (issue 10)', () => {
  it.each(headers)('Accept-Language %s answers in %s', async (header, lang) => {
    expect(languageOf(header)).toBe(lang);
    const res = await callOperation(ctx.app, 'listBanners', '/api/v1/banner/show', {
      ...(header !== undefined && { headers: { 'accept-language': header } }),
    });
    expect(res.body.msg).toBe(lang === 'en' ? 'Success' : '成功');
  });

  it('reads a header sent twice as one list', () => {
    expect(languageOf(['fr', 'en;q=0.5'])).toBe('en');
  });
});
