import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import { messages } from '../i18n';
import type { CartLine } from '../machines/cartTotals';
import { renderWithIntl } from '../test/renderWithIntl';
import { CartView, type CartViewProps } from './CartView';
import { formatCartPrice, parseCount } from './cartViewModel';

const lines: CartLine[] = [
  {
    id: 1,
    count: 2,
    priceFen: 68_000,
    subtotalFen: 136_000,
    catalogNumber: 'IL6-H4218',
    productName: 'Human IL-6 Protein',
    size: '10 µg',
  },
  {
    id: 2,
    count: 1,
    priceFen: null,
    subtotalFen: null,
    catalogNumber: 'IL2-H4113',
    productName: 'Human IL-2 Protein',
    size: '20 µg',
  },
];

/** rerender replaces the whole tree, provider included. */
function inEnglish(ui: ReactElement) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={messages.en}>
      {ui}
    </IntlProvider>
  );
}

function props(overrides: Partial<CartViewProps> = {}): CartViewProps {
  return {
    lines,
    selection: [],
    total: 3,
    priceTotalFen: null,
    onSelect: vi.fn(),
    onSelectAll: vi.fn(),
    onCountChange: vi.fn(),
    onDelete: vi.fn(),
    onBatchDelete: vi.fn(),
    onSettle: vi.fn(),
    ...overrides,
  };
}

describe('cartViewModel', () => {
  const en = createIntl({ locale: 'en', messages: messages.en });
  test('formats shown amounts as SPEC writes them and null as the localized Inquiry label', () => {
    expect(formatCartPrice(en, 120_000)).toBe('¥1,200.00');
    expect(formatCartPrice(en, 1_250)).toBe('¥12.50');
    expect(formatCartPrice(en, 0)).toBe('¥0.00');
    expect(formatCartPrice(en, null)).toBe('Inquiry');
    expect(formatCartPrice(createIntl({ locale: 'zh-CN', messages: messages['zh-CN'] }), null)).toBe('询价');
  });
  test('accepts whole counts of at least 1 only', () => {
    expect(parseCount('3')).toBe(3);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('0')).toBeNull();
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('')).toBeNull();
    expect(parseCount('-2')).toBeNull();
  });
});

describe('CartView', () => {
  test('shows every line with its prices, the totals and Inquiry', () => {
    renderWithIntl(<CartView {...props()} />, 'en');
    expect(screen.getByRole('table', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByText('IL6-H4218')).toBeTruthy();
    expect(screen.getByText('¥1,360.00')).toBeTruthy();
    // Line 2 price and subtotal, and the total.
    expect(screen.getAllByText('Inquiry')).toHaveLength(3);
  });

  test('select all, one line, count changes, deletes and check-out call back', () => {
    const p = props({ selection: [1] });
    renderWithIntl(<CartView {...p} />, 'en');
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(p.onSelectAll).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Human IL-6 Protein (IL6-H4218), 10 µg' }));
    expect(p.onSelect).toHaveBeenCalledWith(1, false);
    fireEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Human IL-6 Protein (IL6-H4218), 10 µg' }),
    );
    expect(p.onCountChange).toHaveBeenCalledWith(1, 3);
    const decreaseOne = screen.getByRole('button', {
      name: 'Decrease quantity of Human IL-2 Protein (IL2-H4113), 20 µg',
    });
    expect((decreaseOne as HTMLButtonElement).disabled).toBe(true);
    const field = screen.getByRole('spinbutton', {
      name: 'Quantity of Human IL-2 Protein (IL2-H4113), 20 µg',
    });
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.blur(field);
    expect(p.onCountChange).toHaveBeenLastCalledWith(2, 7);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Human IL-2 Protein (IL2-H4113), 20 µg' }));
    expect(p.onDelete).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(p.onBatchDelete).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(p.onSettle).toHaveBeenCalledTimes(1);
  });

  test('a refused count snaps back to the count the cart knows', () => {
    const p = props();
    const { rerender } = renderWithIntl(<CartView {...p} />, 'en');
    const field = screen.getByRole('spinbutton', {
      name: 'Quantity of Human IL-6 Protein (IL6-H4218), 10 µg',
    }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.blur(field);
    expect(p.onCountChange).not.toHaveBeenCalled();
    expect(field.value).toBe('2');
    rerender(inEnglish(<CartView {...p} lines={[{ ...(lines[0] as CartLine), count: 4 }]} />));
    expect(
      (
        screen.getByRole('spinbutton', {
          name: 'Quantity of Human IL-6 Protein (IL6-H4218), 10 µg',
        }) as HTMLInputElement
      ).value,
    ).toBe('4');
  });

  test('busy disables deletion and check-out', () => {
    renderWithIntl(<CartView {...props({ busy: true })} />, 'en');
    expect((screen.getByRole('button', { name: 'Check out' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete selected' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  test('empty, loading and error states', () => {
    const { rerender } = renderWithIntl(
      <CartView {...props({ lines: [], total: 0, priceTotalFen: 0 })} />,
      'en',
    );
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    rerender(inEnglish(<CartView {...props({ loading: true })} />));
    expect(screen.getByRole('status').textContent).toBe('Loading the cart…');
    const onRetry = vi.fn();
    rerender(inEnglish(<CartView {...props({ error: 'Network down', onRetry })} />));
    expect(screen.getByRole('alert').textContent).toContain('Network down');
  });
});
