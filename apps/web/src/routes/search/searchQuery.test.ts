import { describe, expect, it } from 'vitest';
import { keywordsProblem, parseSearchQuery, searchPageHref, withFilter } from './searchQuery';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('parseSearchQuery', () => {
  it('reads every part of the state from the address', () => {
    expect(
      parse(
        'keywords=%20IL-6%20&tab=product&treeId=41&tag=His&species=Human&target=IL-6&conjugate=Biotin&sort=newest&page=3',
      ),
    ).toEqual({
      keywords: 'IL-6',
      tab: 'product',
      filters: { treeId: '41', tag: 'His', species: 'Human', target: 'IL-6', conjugate: 'Biotin' },
      sort: 'newest',
      page: 3,
    });
  });

  it('falls back to the defaults for anything malformed and drops filters the contract would refuse', () => {
    expect(
      parse(`keywords=PD-1&tab=videos&sort=price&page=-2&treeId=abc&tag=${'x'.repeat(51)}&species=%20%20`),
    ).toEqual({ keywords: 'PD-1', tab: 'product', filters: {}, sort: 'relevance', page: 1 });
    expect(parse('')).toEqual({ keywords: '', tab: 'product', filters: {}, sort: 'relevance', page: 1 });
    expect(parse('keywords=a&page=1e3&treeId=0').page).toBe(1);
  });

  it('turns control characters into spaces', () => {
    expect(parse('keywords=IL%006%0A%0D').keywords).toBe('IL 6');
  });
});

describe('keywordsProblem', () => {
  it('refuses empty text and text longer than 100 characters, counting Chinese and astral characters as one', () => {
    expect(keywordsProblem('')).toBe('empty');
    expect(keywordsProblem('白'.repeat(100))).toBeNull();
    expect(keywordsProblem('𠮷'.repeat(100))).toBeNull();
    expect(keywordsProblem('a'.repeat(101))).toBe('tooLong');
  });
});

describe('searchPageHref', () => {
  it('leaves the defaults out and keeps keywords first, on each site', () => {
    const query = parse('keywords=白介素 6');
    expect(searchPageHref('cn', query)).toBe('/search?keywords=%E7%99%BD%E4%BB%8B%E7%B4%A0+6');
    expect(searchPageHref('en', { ...query, keywords: 'IL-6', tab: 'content', page: 2 })).toBe(
      '/en/search?keywords=IL-6&tab=content&page=2',
    );
  });

  it('keeps filters and sort on the product tab only', () => {
    const query = parse('keywords=IL-6&tag=His&sort=name');
    expect(searchPageHref('en', query)).toBe('/en/search?keywords=IL-6&tag=His&sort=name');
    expect(searchPageHref('en', { ...query, tab: 'service' })).toBe('/en/search?keywords=IL-6&tab=service');
  });

  it('round-trips through parseSearchQuery', () => {
    const query = parse('keywords=PD-1 His&treeId=5&target=PD-1&sort=newest&page=2');
    const href = searchPageHref('cn', query);
    expect(parseSearchQuery(new URL(href, 'http://shop.test').searchParams)).toEqual(query);
  });
});

describe('withFilter', () => {
  it('chooses or removes one filter and goes back to the first page', () => {
    const query = parse('keywords=IL-6&tag=His&page=4');
    expect(withFilter(query, 'species', 'Mouse')).toMatchObject({
      filters: { tag: 'His', species: 'Mouse' },
      page: 1,
    });
    expect(withFilter(query, 'tag', null).filters).toEqual({});
    expect(query.filters).toEqual({ tag: 'His' });
  });
});
