import { isFen } from '@storefront/site';
import { describe, expect, it } from 'vitest';
import {
  articles,
  banners,
  categories,
  type DemoProduct,
  dict,
  distributors,
  globalCfg,
  hotKeywords,
  type Localized,
  products,
  references,
  targetNames,
} from './index';

const CJK = /[\u3400-\u9fff]/;
const categoryById = new Map(categories.map((c) => [c.id, c]));
const childrenOf = (id: number) => categories.filter((c) => c.pid === id);

function rootOf(id: number): number {
  let c = categoryById.get(id);
  while (c && c.pid !== 0) c = categoryById.get(c.pid);
  return c?.id ?? -1;
}

function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 2 &&
    'zh' in value &&
    'en' in value
  );
}

/** Every `{ zh, en }` object anywhere inside `value`, with a path for error messages. */
function localizedFields(
  value: unknown,
  path: string,
  out: [string, Localized][] = [],
): [string, Localized][] {
  if (isLocalized(value)) out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) localizedFields(v, `${path}[${i}]`, out);
  } else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) localizedFields(v, `${path}.${k}`, out);
  return out;
}

describe('categories', () => {
  it('has unique ids, valid parents and the home-page families 4, 5 and 6 with nested children', () => {
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    for (const c of categories)
      if (c.pid !== 0) expect(categoryById.has(c.pid), `parent of ${c.id}`).toBe(true);
    for (const id of [4, 5, 6]) {
      expect(categoryById.get(id)?.pid).toBe(0);
      const children = childrenOf(id);
      expect(children.length).toBeGreaterThan(1);
      // at least one grandchild: the tree is 3 levels deep under each home-page family
      expect(children.some((child) => childrenOf(child.id).length > 0)).toBe(true);
    }
  });

  it('numbers sort order from 1 among siblings', () => {
    const parents = new Set(categories.map((c) => c.pid));
    for (const pid of parents) {
      const sorts = categories.filter((c) => c.pid === pid).map((c) => c.sort);
      expect(sorts).toEqual(sorts.map((_, i) => i + 1));
    }
  });
});

describe('products', () => {
  it('has at least 300 products with unique catalog numbers in existing, visible categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.catalogNumber)).size).toBe(products.length);
    for (const p of products) {
      const category = categoryById.get(p.categoryId);
      expect(category, `${p.catalogNumber} category`).toBeDefined();
      expect(category?.visible).toBe(true);
    }
  });

  it('covers every product family', () => {
    const roots = new Set(products.map((p) => rootOf(p.categoryId)));
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) expect(roots.has(id), `family ${id}`).toBe(true);
  });

  it('includes the mRNA cap detection kit CD002 in the kits family', () => {
    const kit = products.find((p) => p.catalogNumber === 'CD002') as DemoProduct;
    expect(kit).toBeDefined();
    expect(rootOf(kit.categoryId)).toBe(3);
    expect(kit.name.zh).toContain('加帽率检测试剂盒');
    expect(kit.description.en).toContain('1.5 hours');
    expect(kit.description.en).toContain('above 80%');
    expect(kit.description.zh).toContain('1.5小时');
    expect(kit.description.zh).toContain('80%');
  });

  it('has names and descriptions translated into Chinese', () => {
    for (const p of products) {
      expect(p.name.zh, p.catalogNumber).toMatch(CJK);
      expect(p.description.zh, p.catalogNumber).toMatch(CJK);
      expect(p.species.zh, p.catalogNumber).toMatch(CJK);
      expect(p.name.en, p.catalogNumber).not.toMatch(CJK);
      expect(p.description.en, p.catalogNumber).not.toMatch(CJK);
    }
  });

  it('has sizes with positive CNY prices in whole fen, a few on inquiry only', () => {
    for (const p of products) {
      expect(p.sizes.length, p.catalogNumber).toBeGreaterThan(0);
      for (const s of p.sizes) {
        expect(s.size).toMatch(/^[\d,.× ]+\s?\S+/);
        if (s.priceFen !== null) {
          expect(isFen(s.priceFen), `${p.catalogNumber} ${s.size}`).toBe(true);
          expect(s.priceFen).toBeGreaterThan(0);
        }
      }
    }
    const inquiry = products.filter((p) => p.sizes.some((s) => s.priceFen === null)).length;
    expect(inquiry).toBeGreaterThan(0);
    expect(inquiry).toBeLessThan(products.length / 4);
  });

  it('flags a few dozen new and hot products and ranks 12 popular ones', () => {
    const isNew = products.filter((p) => p.isNew).length;
    const isHot = products.filter((p) => p.isHot).length;
    expect(isNew).toBeGreaterThanOrEqual(24);
    expect(isNew).toBeLessThan(products.length / 5);
    expect(isHot).toBeGreaterThanOrEqual(24);
    expect(isHot).toBeLessThan(products.length / 5);
    const ranks = products
      .flatMap((p) => (p.popularRank === null ? [] : [p.popularRank]))
      .sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('uses the controlled tag values of the suggestion form', () => {
    const allowed = new Set([
      'Tag free',
      'His',
      'hFc',
      'mFc',
      'Flag',
      'His-Avi',
      'Fc-Avi',
      'GST',
      'Strep',
      'N/A',
    ]);
    for (const p of products) expect(allowed.has(p.tag.en), `${p.catalogNumber} ${p.tag.en}`).toBe(true);
  });

  it('capitalises the English species, tag, expression system and conjugate as the filters list them', () => {
    // A word begins with a capital; a symbol keeps its own case (hFc, mFc).
    const listed = /^(?:[A-Z0-9]|[a-z][A-Z])/;
    const uncapitalised = products.flatMap((p) =>
      [p.species.en, p.tag.en, p.expressionSystem.en, p.conjugate.en]
        .filter((value) => !listed.test(value))
        .map((value) => `${p.catalogNumber} ${value}`),
    );
    expect(uncapitalised).toEqual([]);
  });

  it('names tags in Chinese where the name is a word, not a symbol', () => {
    const chinese = new Map([
      ['Tag free', '无标签'],
      ['N/A', '不适用'],
    ]);
    for (const p of products) {
      expect(p.tag.zh, `${p.catalogNumber} ${p.tag.en}`).toBe(chinese.get(p.tag.en) ?? p.tag.en);
    }
  });
});

describe('bilingual text', () => {
  const all = { categories, products, banners, articles, distributors, globalCfg, dict, hotKeywords };

  it('has every Localized field non-empty in both languages', () => {
    const fields = localizedFields(all, 'demo');
    expect(fields.length).toBeGreaterThan(5000);
    for (const [path, value] of fields) {
      expect(value.zh.trim(), `${path}.zh`).not.toBe('');
      expect(value.en.trim(), `${path}.en`).not.toBe('');
    }
  });

  it('has Chinese text wherever a translation is expected', () => {
    const translated: [string, Localized][] = [
      ...categories.map((c): [string, Localized] => [`category ${c.id}`, c.name]),
      ...banners.flatMap((b): [string, Localized][] => [
        ['banner title', b.title],
        ['banner subtitle', b.subtitle],
      ]),
      ...articles.flatMap((a): [string, Localized][] => [
        [`article ${a.publishDate} title`, a.title],
        [`article ${a.publishDate} summary`, a.summary],
        [`article ${a.publishDate} content`, a.content],
      ]),
      ...distributors.flatMap((d): [string, Localized][] => [
        [`distributor ${d.countryCode} name`, d.name],
        [`distributor ${d.countryCode} country`, d.country],
        [`distributor ${d.countryCode} region`, d.region],
        [`distributor ${d.countryCode} address`, d.address],
      ]),
      ...dict
        .filter((d) => d.type !== 'tag')
        .map((d): [string, Localized] => [`dict ${d.type}/${d.code}`, d.label]),
    ];
    for (const [what, value] of translated) expect(value.zh, what).toMatch(CJK);
  });
});

describe('content', () => {
  it('has at least 6 banners linking inside the site', () => {
    expect(banners.length).toBeGreaterThanOrEqual(6);
    for (const b of banners) {
      expect(b.link).toMatch(/^\/[a-z-]+(\?[a-zA-Z]+=\w+)?$/);
      expect(b.image).toBeNull();
    }
    expect(banners.some((b) => b.link === '/product-list?id=4')).toBe(true);
  });

  it('has at least 30 articles from 2024 to 2026 with multi-paragraph content', () => {
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(['news', 'activity']));
    const years = new Set(articles.map((a) => a.publishDate.slice(0, 4)));
    expect(years).toEqual(new Set(['2024', '2025', '2026']));
    for (const a of articles) {
      expect(a.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(a.publishDate))).toBe(false);
      expect(a.content.zh.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(a.content.en.split('\n\n').length).toBe(a.content.zh.split('\n\n').length);
    }
  });

  it('has at least 100 citations of existing products, top impact factor 54.94 and average near 6', () => {
    expect(references.length).toBeGreaterThanOrEqual(100);
    const catalog = new Set(products.map((p) => p.catalogNumber));
    for (const r of references) {
      expect(catalog.has(r.catalogNumber), r.catalogNumber).toBe(true);
      expect(r.doi).toMatch(/^10\.\d{4,9}\/\S+$/);
      expect(r.year).toBeGreaterThanOrEqual(2018);
      expect(r.year).toBeLessThanOrEqual(2026);
      expect(r.title.length).toBeGreaterThan(20);
      expect(r.authors).toMatch(/^[^,]+ [A-Z]+, /);
    }
    expect(new Set(references.map((r) => r.doi)).size).toBe(references.length);
    expect(Math.max(...references.map((r) => r.impactFactor))).toBe(54.94);
    const mean = references.reduce((sum, r) => sum + r.impactFactor, 0) / references.length;
    expect(mean).toBeGreaterThan(5.5);
    expect(mean).toBeLessThan(6.5);
  });

  it('has distributors in at least 15 countries or regions on example domains', () => {
    expect(new Set(distributors.map((d) => d.countryCode)).size).toBeGreaterThanOrEqual(15);
    for (const d of distributors) {
      expect(d.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(d.email).toMatch(/^[\w.-]+@[\w.-]+\.example(\.com)?$/);
      expect(d.website).toMatch(/^https:\/\/[\w.-]+\.example(\.com)?$/);
    }
    expect(new Set(distributors.map((d) => d.name.en)).size).toBe(distributors.length);
  });

  it('has the global config keys the site reads, link ids as numeric strings', () => {
    const keys = new Map(globalCfg.map((g) => [g.key, g.value]));
    for (const key of [
      'mail',
      'phone',
      'brand',
      'privacy_policy',
      'terms_conditions',
      'toll_free',
      'icp_licence',
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
    for (const key of ['brand', 'privacy_policy', 'terms_conditions']) {
      expect(keys.get(key)?.zh).toMatch(/^\d+$/);
      expect(keys.get(key)?.en).toMatch(/^\d+$/);
    }
    expect(new Set(globalCfg.map((g) => g.key)).size).toBe(globalCfg.length);
  });

  it('has dict entries for industry, species, tag, expression system and conjugate', () => {
    const types = new Set(dict.map((d) => d.type));
    for (const t of ['industry', 'species', 'tag', 'expression_system', 'conjugate'])
      expect(types.has(t), t).toBe(true);
    expect(new Set(dict.map((d) => `${d.type}/${d.code}`)).size).toBe(dict.length);
  });

  it('has at least 8 hot keywords with positive counts', () => {
    expect(hotKeywords.length).toBeGreaterThanOrEqual(8);
    for (const k of hotKeywords) expect(k.count).toBeGreaterThan(0);
  });
});

describe('target names', () => {
  it('names every target of the catalogue once, with an English and a Chinese name', () => {
    const named = targetNames.map((t) => t.target);
    expect(new Set(named).size).toBe(named.length);
    const targets = new Set(products.map((p) => p.target));
    expect([...targets].filter((target) => !named.includes(target))).toEqual([]);
    for (const t of targetNames) {
      expect(t.en.length).toBeGreaterThan(0);
      expect(t.zh.length).toBeGreaterThan(0);
      for (const zh of t.zh) expect(zh).toMatch(/\p{Script=Han}/u);
    }
  });
});
