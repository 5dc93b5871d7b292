import type { CategoryNode } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { menuCategories } from './navigation';

const node = (id: number, name: string, children: CategoryNode[] = [], visible = true): CategoryNode => ({
  id,
  pid: 0,
  name,
  visible,
  sort: id,
  children,
});

describe('menuCategories', () => {
  it('keeps what the mega-menu shows: top categories and their visible sub-categories, by id and name', () => {
    const tree = [
      node(4, 'Cytokines', [
        node(41, 'Interleukins', [node(411, 'IL-1 family')]),
        node(42, 'Hidden', [], false),
        node(43, 'Interferons'),
      ]),
      node(5, 'Immune Checkpoints'),
    ];
    expect(menuCategories(tree)).toEqual([
      {
        id: 4,
        name: 'Cytokines',
        children: [
          { id: 41, name: 'Interleukins' },
          { id: 43, name: 'Interferons' },
        ],
      },
      { id: 5, name: 'Immune Checkpoints', children: [] },
    ]);
  });
});
