import type { CategoryNode } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { categoryOptions } from './formOptions';

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  pid: 0,
  name,
  visible: true,
  sort: id,
  children,
});

describe('categoryOptions', () => {
  it('offers every category in tree order, a subcategory under its parent’s name', () => {
    const tree = [node(1, 'Cytokines', [node(11, 'Interleukins')]), node(2, 'Enzymes')];
    expect(categoryOptions(tree)).toEqual([
      { value: '1', label: 'Cytokines' },
      { value: '11', label: 'Cytokines / Interleukins' },
      { value: '2', label: 'Enzymes' },
    ]);
  });
});
