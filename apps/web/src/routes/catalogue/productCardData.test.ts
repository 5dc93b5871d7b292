import { describe, expect, it } from 'vitest';
import { productCardData } from './productCardData';

describe('productCardData', () => {
  it('keeps the fields a card shows and drops the texts it does not', () => {
    const product = {
      id: 34,
      catalogNumber: 'IL6-H1011',
      name: 'Human IL-6 Protein',
      target: 'IL-6',
      species: 'Human',
      tag: 'Tag Free',
      isNew: false,
      isHot: true,
      description: 'A long description the card does not show.',
      storage: 'Store at -20°C.',
      sizes: [{ size: '10 µg', priceFen: 78000, stock: 3 }],
    };

    expect(productCardData(product)).toEqual({
      catalogNumber: 'IL6-H1011',
      name: 'Human IL-6 Protein',
      target: 'IL-6',
      species: 'Human',
      tag: 'Tag Free',
      isNew: false,
      isHot: true,
      sizes: [{ size: '10 µg', priceFen: 78000 }],
    });
  });
});
