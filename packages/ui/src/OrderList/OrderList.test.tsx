import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { CartLine } from '../machines/cartTotals';
import { renderWithIntl } from '../test/renderWithIntl';
import { OrderList, type OrderListOrder } from './OrderList';

const line: CartLine = {
  id: 1,
  count: 2,
  priceFen: 68_000,
  subtotalFen: 136_000,
  catalogNumber: 'IL6-H4218',
  productName: 'Human IL-6 Protein',
  size: '10 µg',
};
const orders: OrderListOrder[] = [
  {
    id: 3,
    orderNumber: 'SO1',
    orderTime: '2026-11-21T06:30:00Z',
    lines: [line, { ...line, id: 2, priceFen: null, subtotalFen: null, catalogNumber: 'IL2-H4113' }],
    countTotal: 4,
    priceTotalFen: null,
  },
];

describe('OrderList', () => {
  test('shows each order with number, time and lines', () => {
    renderWithIntl(<OrderList orders={orders} timeZone="UTC" productHref={(c) => `/p/${c}`} />, 'en');
    expect(screen.getByRole('heading', { name: 'Order No. SO1' })).toBeTruthy();
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-21T06:30:00Z');
    expect(time?.textContent).toContain('6:30');
    const table = screen.getByRole('table', { name: 'Products of order SO1' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('¥1,360.00')).toBeTruthy();
    expect(screen.getAllByText('Inquiry')).toHaveLength(3);
    expect(screen.getByText('4 items')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Human IL-6 Protein' })[0]?.getAttribute('href')).toBe(
      '/p/IL6-H4218',
    );
  });

  test('empty, loading and error states', () => {
    const { unmount } = renderWithIntl(<OrderList orders={[]} />, 'zh-CN');
    expect(screen.getByRole('heading', { name: '暂无订单' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览产品' }).getAttribute('href')).toBe('/products');
    unmount();
    const loading = renderWithIntl(<OrderList orders={[]} loading />, 'en');
    expect(screen.getByRole('status').textContent).toBe('Loading your orders…');
    loading.unmount();
    renderWithIntl(<OrderList orders={[]} error="Network down" onRetry={vi.fn()} />, 'en');
    expect(screen.getByRole('alert').textContent).toContain('Network down');
  });
});
