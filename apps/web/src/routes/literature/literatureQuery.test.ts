import { describe, expect, it } from 'vitest';
import { isFiltered, literatureHref, parseLiteratureQuery, referenceFilters } from './literatureQuery';

const parse = (search: string) => parseLiteratureQuery(new URLSearchParams(search));

describe('the literature page address', () => {
  it('reads every filter, the order and the page', () => {
    const query = parse(
      'keyword=%20IL-6%20&journal=Nature&yearFrom=2020&yearTo=2024&impactFactorMin=5&impactFactorMax=12.5&sort=impact&page=3',
    );
    expect(query).toEqual({
      keyword: 'IL-6',
      journal: 'Nature',
      yearFrom: 2020,
      yearTo: 2024,
      impactFactorMin: 5,
      impactFactorMax: 12.5,
      sort: 'impact',
      page: 3,
    });
    expect(isFiltered(query)).toBe(true);
    expect(literatureHref('en', query)).toBe(
      '/en/literature?keyword=IL-6&journal=Nature&yearFrom=2020&yearTo=2024&impactFactorMin=5&impactFactorMax=12.5&sort=impact&page=3',
    );
  });

  it('drops what the API would refuse, so the page always answers', () => {
    const query = parse(
      'yearFrom=1800&yearTo=20x4&impactFactorMin=-1&impactFactorMax=1e9&sort=random&page=0',
    );
    expect(query).toMatchObject({
      yearFrom: null,
      yearTo: null,
      impactFactorMin: null,
      impactFactorMax: null,
      sort: 'newest',
      page: 1,
    });
    expect(parse('yearFrom=2020.5').yearFrom).toBeNull();
    expect(parse(`keyword=${'x'.repeat(150)}`).keyword).toHaveLength(100);
    expect(isFiltered(parse(''))).toBe(false);
    expect(referenceFilters(parse('keyword=&journal=%20'))).toEqual({});
  });

  it('leaves the defaults out of the address', () => {
    expect(literatureHref('cn')).toBe('/literature');
    expect(literatureHref('cn', { sort: 'newest', page: 1, keyword: 'PD-1' })).toBe(
      '/literature?keyword=PD-1',
    );
  });
});
