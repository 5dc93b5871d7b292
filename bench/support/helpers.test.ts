import { describe, expect, it } from 'vitest';
import { catalogPartsByFile, entryKey, type Manifest, routeKey, staticFiles } from './manifest.ts';
import { atLeast, atMost, markdownTable, textTable } from './results.ts';
import { firstAskings, median, percentile, ratio } from './stats.ts';

describe('stats', () => {
  it('takes percentiles by nearest rank of the sorted values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('splits timings into first askings and repeats, the warm-up counting as asked', () => {
    const { first, repeated } = firstAskings(['a', 'b', 'a', 'c', 'b', 'w'], [1, 2, 3, 4, 5, 6], ['w']);
    expect(first).toEqual([1, 2, 4]);
    expect(repeated).toEqual([3, 5, 6]);
  });

  it('gives NaN for a ratio over zero, which never passes a goal', () => {
    expect(ratio(30, 120)).toBe(0.25);
    expect(ratio(1, 0)).toBeNaN();
    expect(atLeast(ratio(1, 0), 0.25)).toBe('FAIL');
    expect(atMost(Number.NaN, 2)).toBe('FAIL');
    expect(atLeast(0.6, 0.6)).toBe('PASS');
    expect(atMost(2.1, 2)).toBe('FAIL');
  });
});

describe('manifest', () => {
  const manifest: Manifest = {
    'src/entry.client.tsx': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_react.js', '_intl.js'],
      dynamicImports: ['src/routes/cart/cart.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_intl.js': { file: 'assets/intl.js', imports: ['_react.js'] },
    'src/routes/cart/cart.tsx': {
      file: 'assets/cart.js',
      isDynamicEntry: true,
      imports: ['_intl.js', '_form.js'],
      dynamicImports: ['_qr.js'],
    },
    '_form.js': { file: 'assets/form.js' },
    '_qr.js': { file: 'assets/qr.js' },
  };

  it('finds the entry and a route module by its source path', () => {
    expect(entryKey(manifest)).toBe('src/entry.client.tsx');
    expect(routeKey(manifest, 'src/routes/cart/cart')).toBe('src/routes/cart/cart.tsx');
    expect(routeKey(manifest, 'src/routes/search/search')).toBeNull();
  });

  it('counts static imports once each and leaves dynamic imports out', () => {
    expect(staticFiles(manifest, ['src/entry.client.tsx', 'src/routes/cart/cart.tsx'])).toEqual([
      'assets/entry.js',
      'assets/react.js',
      'assets/intl.js',
      'assets/cart.js',
      'assets/form.js',
    ]);
  });
});

describe('catalog parts of the route table', () => {
  it('reads the parts each lazy page names, none when it names none', () => {
    const source = `export const lazyPageModules = {
      home: { file: 'src/routes/home.tsx', load: () => import('./routes/home') },
      productDetail: {
        file: 'src/routes/catalogue/product-detail.tsx',
        load: () => import('./routes/catalogue/product-detail'),
        catalogParts: ['product', 'prices'],
      },
      cart: { file: 'src/routes/cart/cart.tsx', load: () => import('./routes/cart/cart') },
    }`;
    expect(Object.fromEntries(catalogPartsByFile(source))).toEqual({
      'src/routes/home.tsx': [],
      'src/routes/catalogue/product-detail.tsx': ['product', 'prices'],
      'src/routes/cart/cart.tsx': [],
    });
  });
});

describe('results table', () => {
  const rows = [
    {
      part: 'pages',
      goal: 'warm product page / bare',
      figure: '0.41',
      target: '≥ 0.6',
      verdict: 'FAIL' as const,
    },
    { part: 'data', goal: 'page 1000 | page 1', figure: '1.2', target: '≤ 2', verdict: 'PASS' as const },
  ];

  it('aligns the text table under its headings', () => {
    const lines = textTable(rows).split('\n');
    expect(lines[0]).toMatch(/^goal\s+\| figure \| target \| PASS\/FAIL$/);
    expect(lines[2]).toContain('| FAIL');
    expect(new Set(lines.slice(0, 3).map((line) => line.indexOf('|'))).size).toBe(1);
  });

  it('writes one Markdown row per goal with pipes escaped', () => {
    const markdown = markdownTable(rows, 'run of today');
    const squeezed = markdown.replace(/ +/g, ' ');
    expect(squeezed.startsWith('run of today\n\n| part | goal |')).toBe(true);
    expect(squeezed).toContain('| data | page 1000 \\| page 1 | 1.2 | ≤ 2 | PASS |');
    const lines = markdown.trim().split('\n').slice(2);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(markdown.trim().split('\n')).toHaveLength(6);
  });
});
