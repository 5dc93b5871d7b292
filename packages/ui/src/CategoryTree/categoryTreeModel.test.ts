import { describe, expect, test } from 'vitest';
import { categoryTree } from '../test/fixtures';
import { collapse, expandExclusive, pathTo, reveal, visibleItems } from './categoryTreeModel';

const nodes = categoryTree('en');
const ids = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('category tree model', () => {
  test('pathTo finds the chain from a root to a node', () => {
    expect(pathTo(nodes, 611).map((node) => node.id)).toEqual([6, 61, 611]);
    expect(pathTo(nodes, 999)).toEqual([]);
  });

  test('expanding a node collapses its siblings and everything below them', () => {
    let expanded = expandExclusive(nodes, new Set(), 4);
    expanded = expandExclusive(nodes, expanded, 41);
    expect(ids(expanded)).toEqual([4, 41]);
    expanded = expandExclusive(nodes, expanded, 6);
    expect(ids(expanded)).toEqual([6]);
  });

  test('expanding a child keeps its ancestors open', () => {
    const expanded = expandExclusive(nodes, new Set([6]), 61);
    expect(ids(expanded)).toEqual([6, 61]);
  });

  test('collapse closes the node and its descendants', () => {
    expect(ids(collapse(nodes, new Set([6, 61]), 6))).toEqual([]);
  });

  test('reveal opens exactly the branch of a node', () => {
    expect(ids(reveal(nodes, new Set([4, 41]), 611))).toEqual([6, 61]);
  });

  test('visibleItems lists open branches in document order with levels and parents', () => {
    const items = visibleItems(nodes, new Set([6, 61]));
    expect(items.map(({ node, level, parentId }) => [node.id, level, parentId])).toEqual([
      [4, 1, null],
      [5, 1, null],
      [6, 1, null],
      [61, 2, 6],
      [611, 3, 61],
      [612, 3, 61],
      [62, 2, 6],
    ]);
  });
});
