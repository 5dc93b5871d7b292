import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { AddToCart, parseAddCount } from './AddToCart';

describe('AddToCart', () => {
  test('reports the chosen size and quantity', () => {
    const onAdd = vi.fn();
    renderWithIntl(<AddToCart productName="Human IL-6" sizes={['10 µg', '50 µg']} onAdd={onAdd} />, 'en');
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), { target: { value: '50 µg' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith({ size: '50 µg', count: 4 });
  });

  test('refuses a quantity out of range and says why', () => {
    const onAdd = vi.fn();
    renderWithIntl(<AddToCart productName="Human IL-6" sizes={['10 µg']} onAdd={onAdd} />, 'en');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number from 1 to 9999')).toBeTruthy();
  });

  test('a default size that is not offered falls back to the first', () => {
    renderWithIntl(<AddToCart productName="X" sizes={['1 mg', '5 mg']} defaultSize="2 mg" onAdd={vi.fn()} />);
    expect((screen.getByRole('combobox', { name: '规格' }) as HTMLSelectElement).value).toBe('1 mg');
  });

  test('parseAddCount accepts whole numbers from 1 to 9999 only', () => {
    expect(parseAddCount('1')).toBe(1);
    expect(parseAddCount(' 9999 ')).toBe(9999);
    for (const bad of ['', '0', '10000', '1.5', '-2', 'abc']) expect(parseAddCount(bad)).toBeNull();
  });
});
