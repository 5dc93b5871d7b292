import { fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SearchBox } from './SearchBox';

test('a plain GET form to /search with the field keywords and hot keyword links', () => {
  renderWithIntl(<SearchBox hotKeywords={['IL-6', 'PD-1']} />, 'en');
  const field = screen.getByRole('searchbox', { name: 'Search products, services and content' });
  expect(field.getAttribute('name')).toBe('keywords');
  const form = field.closest('form') as HTMLFormElement;
  expect(form.getAttribute('action')).toBe('/search');
  expect(form.getAttribute('method')).toBe('get');
  expect(screen.getByRole('link', { name: 'IL-6' }).getAttribute('href')).toBe('/search?keywords=IL-6');
});

test('an empty search does not submit; a real one reports trimmed keywords', () => {
  const onSearch = vi.fn((_: string, event: { preventDefault(): void }) => event.preventDefault());
  renderWithIntl(<SearchBox onSearch={onSearch} />, 'en');
  const field = screen.getByRole('searchbox');
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  expect(onSearch).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(field);
  fireEvent.change(field, { target: { value: '  IL-6  ' } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  expect(onSearch).toHaveBeenCalledWith('IL-6', expect.anything());
});
