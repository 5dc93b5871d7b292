import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictEntry, GlobalCfgEntry } from '../contract/types.js';
import * as demo from '../db/demo-data/index.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = <T>(operationId: string, url: string, lang?: 'en' | 'zh-CN') =>
  callOperation<T>(ctx.app, operationId, url, lang ? { lang } : {});

describe('GET /global_cfg (listGlobalCfg)', () => {
  it('lists every entry, including the keys the site needs', async () => {
    const res = await get<GlobalCfgEntry[]>('listGlobalCfg', '/api/v1/global_cfg');
    expect(res.body.data).toHaveLength(demo.globalCfg.length);
    const keys = res.body.data.map((e) => e.key);
    expect(keys).toEqual(
      expect.arrayContaining(['mail', 'phone', 'brand', 'privacy_policy', 'terms_conditions']),
    );
  });

  it('answers values in the request language', async () => {
    const brand = demo.globalCfg.find((g) => g.key === 'brand');
    const zh = await get<GlobalCfgEntry[]>('listGlobalCfg', '/api/v1/global_cfg');
    const en = await get<GlobalCfgEntry[]>('listGlobalCfg', '/api/v1/global_cfg', 'en');
    expect(zh.body.data.find((e) => e.key === 'brand')?.value).toBe(brand?.value.zh);
    expect(en.body.data.find((e) => e.key === 'brand')?.value).toBe(brand?.value.en);
  });
});

describe('GET /config/globalCfg/values (getGlobalCfgValues)', () => {
  it('returns the asked keys in the asked order and leaves unknown keys out', async () => {
    const res = await get<GlobalCfgEntry[]>(
      'getGlobalCfgValues',
      '/api/v1/config/globalCfg/values?keyList=phone,mail,no_such_key',
      'en',
    );
    expect(res.body.data.map((e) => e.key)).toEqual(['phone', 'mail']);
    expect(res.body.data[1]?.value).toBe(demo.globalCfg.find((g) => g.key === 'mail')?.value.en);
  });

  it('requires keyList', async () => {
    const res = await get('getGlobalCfgValues', '/api/v1/config/globalCfg/values', 'en');
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ fields: { keyList: 'is required' } });
    const malformed = await get('getGlobalCfgValues', '/api/v1/config/globalCfg/values?keyList=mail,,phone');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toEqual({ fields: { keyList: '格式不正确' } });
  });
});

describe('GET /dict (listDict)', () => {
  it('lists every entry, or those of one type, in the request language', async () => {
    const all = await get<DictEntry[]>('listDict', '/api/v1/dict');
    expect(all.body.data).toHaveLength(demo.dict.length);
    const type = (demo.dict[0] as demo.DemoDictEntry).type;
    const some = await get<DictEntry[]>('listDict', `/api/v1/dict?type=${encodeURIComponent(type)}`, 'en');
    const expected = demo.dict.filter((d) => d.type === type);
    expect(some.body.data.map((d) => d.label)).toEqual(expected.map((d) => d.label.en));
    const none = await get<DictEntry[]>('listDict', '/api/v1/dict?type=no_such_type');
    expect(none.body.data).toEqual([]);
  });

  it('rejects an over-long type', async () => {
    const res = await get('listDict', `/api/v1/dict?type=${'x'.repeat(101)}`, 'en');
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ fields: { type: 'must be at most 100 characters long' } });
  });
});
