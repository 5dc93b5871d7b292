import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { ProductTabs } from './ProductTabs';
import { SizePriceTable } from './SizePriceTable';
import { SpecTable, specTableFields, specTableRows } from './SpecTable';

const product = {
  catalogNumber: 'IL6-H4218',
  name: 'Human IL-6 Protein, His Tag',
  target: 'IL-6',
  species: 'Human',
  tag: 'His',
  expressionSystem: 'HEK293',
  conjugate: '',
  purity: '>95%',
  storage: '  ',
};

describe('specTableRows', () => {
  test('keeps filled fields in datasheet order and drops blank ones', () => {
    expect(specTableRows(product).map((row) => row.field)).toEqual([
      'catalogNumber',
      'name',
      'target',
      'species',
      'tag',
      'expressionSystem',
      'purity',
    ]);
    expect(specTableRows(product, ['purity', 'name']).map((row) => row.field)).toEqual(['purity', 'name']);
    expect(specTableFields).toHaveLength(14);
  });
});

describe('SpecTable', () => {
  test('labels every row in the visitor language', () => {
    renderWithIntl(<SpecTable product={product} />, 'zh-CN');
    const table = screen.getByRole('table', { name: '产品规格' });
    expect(within(table).getByRole('rowheader', { name: '表达系统' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(7);
  });
});

describe('SizePriceTable', () => {
  const sizes = [
    { size: '10 µg', priceFen: 68_000 },
    { size: '1 mg', priceFen: null },
  ];

  test.each([
    ['zh-CN', 'cny', ['¥680.00', '询价']],
    ['zh-CN', 'inquiry', ['询价', '询价']],
    ['en', 'inquiry', ['Inquiry', 'Inquiry']],
    ['en', 'cny', ['¥680.00', 'Inquiry']],
  ] as const)('%s %s', (locale, priceMode, expected) => {
    renderWithIntl(<SizePriceTable sizes={sizes} priceMode={priceMode} />, locale);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(expected);
  });

  test('adds an action column with renderAction', () => {
    renderWithIntl(
      <SizePriceTable
        sizes={sizes}
        priceMode="cny"
        renderAction={(size) => <button type="button">Add {size.size}</button>}
      />,
      'en',
    );
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add 1 mg' })).toBeTruthy();
  });
});

describe('ProductTabs', () => {
  test('shows the given panels as tabs and reports the selected one', () => {
    const onValueChange = vi.fn();
    renderWithIntl(
      <ProductTabs information={<p>Spec</p>} citations={<p>Papers</p>} onValueChange={onValueChange} />,
      'en',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Information', 'Citations']);
    expect(screen.getByText('Spec')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Citations' }));
    expect(onValueChange).toHaveBeenCalledWith('citations');
    expect(screen.getByRole('tabpanel', { name: 'Citations' }).textContent).toBe('Papers');
  });
});
