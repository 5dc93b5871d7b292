/**
 * The relevance test set (issue 12): what researchers type, in both languages, and what must come
 * first on the demo catalogue. `first`: the first hit's catalog number; `target`: the target of the
 * first hits (up to three); `species` / `tag` / `conjugate`: the value every hit has (the query's
 * words narrow); `catalogPrefix`: the first hits' catalog numbers start with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueService } from '../catalogue/service.js';
import type { ProductSearchHit } from '../contract/types.js';
import * as demo from '../db/demo-data/index.js';
import type { Lang } from '../domain/context.js';
import { testRequestContext } from '../testing/request-context.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { QueryLog } from './query-log.js';
import { SearchService } from './service.js';

interface Case {
  q: string;
  lang?: Lang;
  first?: string;
  target?: string;
  species?: string;
  tag?: string;
  conjugate?: string;
  catalogPrefix?: string;
}

const cases: Case[] = [
  // words only a description holds (product_described), both scripts
  { q: 'furin', first: 'SPN-W5211' },
  { q: 'substitutions', first: 'SPN-W5211', lang: 'en' },
  { q: '酶切位点', first: 'SPN-W5211' },
  { q: 'trimers furin', first: 'SPN-W5211', lang: 'en' },
  { q: 'spike 酶切位点', first: 'SPN-W5211' },
  // IL-6 by every name, both scripts
  { q: 'IL-6', target: 'IL-6', first: 'IL6-H1011' },
  { q: 'IL6', target: 'IL-6' },
  { q: 'il 6', target: 'IL-6' },
  { q: 'ＩＬ－６', target: 'IL-6' },
  { q: 'interleukin 6', target: 'IL-6' },
  { q: 'Interleukin-6', target: 'IL-6', lang: 'en' },
  { q: '白介素6', target: 'IL-6' },
  { q: '白细胞介素-6', target: 'IL-6' },
  { q: '白细胞介素6', target: 'IL-6', lang: 'en' },
  { q: 'IFNB2', target: 'IL-6' },
  { q: 'BSF-2', target: 'IL-6' },
  { q: 'bsf2', target: 'IL-6' },
  // typos of words of five letters or more
  { q: 'interlukin 6', target: 'IL-6' },
  { q: 'interleukn-6', target: 'IL-6' },
  { q: 'Tumor necrosis factr', target: 'TNF-α' },
  { q: 'polymerse', target: 'T7 RNA polymerase' },
  // catalog numbers, exact and by prefix
  { q: 'IL6-H1011', first: 'IL6-H1011' },
  { q: 'il6-h1011', first: 'IL6-H1011' },
  { q: 'IL6H1011', first: 'IL6-H1011' },
  { q: 'IL6-H', first: 'IL6-H1011', catalogPrefix: 'IL6-H' },
  { q: 'PD1-H5211', first: 'PD1-H5211' },
  { q: 'PD1-H', catalogPrefix: 'PD1-H' },
  { q: 'CD002', first: 'CD002' },
  { q: 'T7R-E', catalogPrefix: 'T7R-E' },
  // PD-1
  { q: 'PD-1', target: 'PD-1' },
  { q: 'PD1', target: 'PD-1' },
  { q: 'pd 1', target: 'PD-1' },
  { q: 'PDCD1', target: 'PD-1' },
  { q: 'CD279', target: 'PD-1' },
  { q: '程序性死亡受体1', target: 'PD-1' },
  { q: 'Programmed cell death protein 1', target: 'PD-1', lang: 'en' },
  // TNF-α
  { q: 'TNFa', target: 'TNF-α' },
  { q: 'TNF alpha', target: 'TNF-α' },
  { q: 'TNF-α', target: 'TNF-α' },
  { q: 'tnf-alpha', target: 'TNF-α' },
  { q: '肿瘤坏死因子', target: 'TNF-α' },
  { q: 'TNF', target: 'TNF-α' },
  // Greek letters and spellings elsewhere
  { q: 'IL-1β', target: 'IL-1β' },
  { q: 'IL1B', target: 'IL-1β' },
  { q: 'IL-1 beta', target: 'IL-1β' },
  { q: 'IFN-γ', target: 'IFN-γ' },
  { q: 'interferon gamma', target: 'IFN-γ' },
  { q: '干扰素γ', target: 'IFN-γ' },
  { q: 'SIRPa', target: 'SIRPα' },
  { q: 'SIRP alpha', target: 'SIRPα' },
  { q: 'TGF-b1', target: 'TGF-β1' },
  // aliases and CD numbers
  { q: 'CD274', target: 'PD-L1' },
  { q: 'B7-H1', target: 'PD-L1' },
  { q: '程序性死亡配体1', target: 'PD-L1' },
  { q: 'CD152', target: 'CTLA-4' },
  { q: 'CD137', target: '4-1BB' },
  { q: '4-1BB', target: '4-1BB' },
  { q: 'ErbB2', target: 'HER2' },
  { q: 'CD269', target: 'BCMA' },
  { q: 'CD16a', target: 'FcγRIIIA' },
  { q: 'CD64', target: 'FcγRI' },
  { q: 'CLDN18.2', target: 'Claudin 18.2' },
  { q: 'VEGF-A', target: 'VEGF165' },
  { q: 'CD4', target: 'CD4' },
  { q: 'MCP-1', target: 'CCL2' },
  { q: 'B7-H3', target: 'B7-H3' },
  { q: 'CD276', target: 'B7-H3' },
  // Chinese names
  { q: '血管紧张素转换酶2', target: 'ACE2' },
  { q: '粒细胞-巨噬细胞集落刺激因子', target: 'GM-CSF' },
  { q: 'T7 RNA聚合酶', target: 'T7 RNA polymerase' },
  { q: '蛋白酶K', target: 'Proteinase K' },
  { q: '表皮生长因子受体', target: 'EGFR' },
  // tag, species and conjugate words narrow, in both languages, mixed with Chinese
  { q: '人 IL6 His', target: 'IL-6', species: 'Human', tag: 'His', first: 'IL6-H5211' },
  { q: '人IL-6', target: 'IL-6', species: 'Human' },
  { q: '小鼠 IL-6', target: 'IL-6', species: 'Mouse', first: 'IL6-M1011' },
  { q: 'mouse IL6', target: 'IL-6', species: 'Mouse', lang: 'en' },
  { q: 'PD-1 His', target: 'PD-1', tag: 'His' },
  { q: 'PD-1 biotin', target: 'PD-1', conjugate: 'Biotin' },
  { q: 'PD-1 生物素', target: 'PD-1', conjugate: 'Biotin' },
  { q: 'human PD-L1 hFc', target: 'PD-L1', species: 'Human', tag: 'hFc' },
  { q: 'the human PD-L1 protein with an hFc tag', target: 'PD-L1', species: 'Human', tag: 'hFc' },
  { q: '食蟹猴 PD-1', target: 'PD-1', species: 'Cynomolgus' },
  { q: 'HER2 Fc-Avi', target: 'HER2', tag: 'Fc-Avi' },
];

let ctx: TestContext;
let search: SearchService;
beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const log = new QueryLog(db, (error) => {
    throw error;
  });
  search = new SearchService(db, new CatalogueService(db), log);
});
afterAll(() => ctx?.close());

describe('the relevance test set', () => {
  it('has at least 60 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map((c) => [c.q, c] as const))('%s', async (_q, c) => {
    const page = await search.searchProducts(testRequestContext({ lang: c.lang ?? 'zh' }), {
      keywords: c.q,
      page: 1,
      size: 50,
      sort: 'relevance',
    });
    const hits = page.list;
    const describeHits = (list: ProductSearchHit[]) =>
      list.map((h) => `${h.product.catalogNumber} ${h.product.target} (${h.matchedBy})`).join(', ');
    expect(hits.length, `${c.q}: nothing found`).toBeGreaterThan(0);
    if (c.first) expect(hits[0]?.product.catalogNumber, describeHits(hits.slice(0, 5))).toBe(c.first);
    if (c.target) {
      expect(
        hits.slice(0, 3).map((h) => h.product.target),
        describeHits(hits.slice(0, 5)),
      ).toEqual(hits.slice(0, 3).map(() => c.target));
    }
    if (c.catalogPrefix) {
      const prefix = c.catalogPrefix;
      const having = demo.products.filter((p) => p.catalogNumber.startsWith(prefix)).length;
      const first = hits.slice(0, Math.min(3, having));
      expect(
        first.every((h) => h.product.catalogNumber.startsWith(prefix)),
        describeHits(hits.slice(0, 5)),
      ).toBe(true);
    }
    // The English value is the filter's value; the product shows it in the request language.
    const english = c.lang === 'en';
    if (c.species && english)
      expect(new Set(hits.map((h) => h.product.species))).toEqual(new Set([c.species]));
    if (c.species && !english) expect(new Set(hits.map((h) => h.product.species)).size).toBe(1);
    if (c.tag) expect(new Set(hits.map((h) => h.product.tag))).toEqual(new Set([c.tag]));
    if (c.conjugate && english) {
      expect(new Set(hits.map((h) => h.product.conjugate))).toEqual(new Set([c.conjugate]));
    }
    if (c.conjugate && !english) expect(new Set(hits.map((h) => h.product.conjugate)).size).toBe(1);
  });
});

describe('highlights on the demo catalogue', () => {
  // Names that continue into another protein's: IL-6R, PD-L1 / PD-1H, CD40, IL-1β / IL-10.
  const queries = ['IL-6', 'IL6R', 'PD-1', 'CD4', 'IL-1', '白介素6', '白细胞介素-1'];
  const continues = /^[\p{L}\p{N}]/u;

  it.each(queries)('%s: no mark continues into letters or digits, in either language', async (keywords) => {
    for (const lang of ['zh', 'en'] as const) {
      const page = await search.searchProducts(testRequestContext({ lang }), {
        keywords,
        page: 1,
        size: 50,
        sort: 'relevance',
      });
      expect(page.total, `${keywords} (${lang})`).toBeGreaterThan(0);
      for (const { product, nameHighlights, snippet, snippetHighlights } of page.list) {
        for (const [text, ranges] of [
          [product.name, nameHighlights],
          [snippet, snippetHighlights],
        ] as const) {
          for (const range of ranges) {
            const last = text.slice(range.end - 1, range.end);
            const next = text.slice(range.end);
            // After a Latin letter or digit, the next character may not continue the name.
            if (
              /[\p{Script=Latin}\p{N}]/u.test(last) &&
              continues.test(next) &&
              !/^\p{Script=Han}/u.test(next)
            )
              expect.fail(`${keywords} (${lang}) marks “${text.slice(range.start, range.end)}” in “${text}”`);
          }
        }
      }
    }
  });
});
