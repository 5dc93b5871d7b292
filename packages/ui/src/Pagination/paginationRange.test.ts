import { describe, expect, test } from 'vitest';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  test('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('no pages for an empty result', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  test('ellipsis after the start, before the end, or both', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  test('keeps the same number of slots while paging', () => {
    for (let page = 1; page <= 50; page += 1) expect(paginationRange(page, 50)).toHaveLength(7);
    for (let page = 1; page <= 50; page += 1) expect(paginationRange(page, 50, 2)).toHaveLength(9);
  });

  test('clamps an out-of-range page', () => {
    expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
    expect(paginationRange(-3, 10)).toEqual(paginationRange(1, 10));
  });
});
