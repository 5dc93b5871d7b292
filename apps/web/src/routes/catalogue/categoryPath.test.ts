import { describe, expect, it } from 'vitest';
import { categoryTree } from '../../test/fakeApi';
import { categoryPath } from './categoryPath';

describe('categoryPath', () => {
  it('lists the ancestors of a category down to itself', () => {
    expect(categoryPath(categoryTree, 41)?.map((node) => node.id)).toEqual([4, 41]);
    expect(categoryPath(categoryTree, 5)?.map((node) => node.id)).toEqual([5]);
    expect(categoryPath(categoryTree, 999)).toBeNull();
  });
});
