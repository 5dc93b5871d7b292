import { describe, expect, it } from 'vitest';
import { categoryTree } from '../test/fakeApi';
import { categoryPath, pagePriceMode } from './catalogue';
import type { AppServices } from './services';

describe('categoryPath', () => {
  it('lists the ancestors of a category down to itself', () => {
    expect(categoryPath(categoryTree, 41)?.map((node) => node.id)).toEqual([4, 41]);
    expect(categoryPath(categoryTree, 5)?.map((node) => node.id)).toEqual([5]);
    expect(categoryPath(categoryTree, 999)).toBeNull();
  });
});

describe('pagePriceMode', () => {
  const services = (isChina: boolean) => {
    let asked = 0;
    const value = {
      isChina: async () => {
        asked += 1;
        return isChina;
      },
    } as AppServices;
    return { value, asked: () => asked };
  };

  it('asks where the visitor is on the Chinese site only', async () => {
    const china = services(true);
    expect(await pagePriceMode('cn', china.value)).toBe('cny');
    const english = services(true);
    expect(await pagePriceMode('en', english.value)).toBe('inquiry');
    expect(english.asked()).toBe(0);
    expect(await pagePriceMode('cn', services(false).value)).toBe('inquiry');
  });
});
