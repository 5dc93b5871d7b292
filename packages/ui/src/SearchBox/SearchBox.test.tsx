import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
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

test('after a search the field still holds the trimmed keywords', () => {
  const onSearch = vi.fn((_: string, event: { preventDefault(): void }) => event.preventDefault());
  renderWithIntl(<SearchBox onSearch={onSearch} />, 'en');
  const field = screen.getByRole('searchbox') as HTMLInputElement;
  fireEvent.change(field, { target: { value: '  PD-1 ' } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  expect(field.value).toBe('PD-1');
});

test('with defaultValue the field starts with it', () => {
  renderWithIntl(<SearchBox defaultValue="CD19" />, 'en');
  expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('CD19');
});

/** An app that shows the `keywords` of its URL and navigates on search, as the site does with its router. */
function RoutedSearch({ initialKeywords }: { initialKeywords: string }) {
  const [urlKeywords, setUrlKeywords] = useState(initialKeywords);
  const [draft, setDraft] = useState(urlKeywords);
  const [shownFor, setShownFor] = useState(urlKeywords);
  // The draft follows the URL when it changes (a search, a hot keyword, back and forward).
  if (shownFor !== urlKeywords) {
    setShownFor(urlKeywords);
    setDraft(urlKeywords);
  }
  return (
    <>
      <SearchBox
        value={draft}
        onValueChange={setDraft}
        onSearch={(keywords, event) => {
          event.preventDefault();
          setUrlKeywords(keywords);
        }}
      />
      <button type="button" onClick={() => setUrlKeywords('HER2')}>
        back
      </button>
    </>
  );
}

test('controlled: the field shows the value it is given and follows it', () => {
  renderWithIntl(<RoutedSearch initialKeywords="IL-6" />, 'en');
  const field = screen.getByRole('searchbox') as HTMLInputElement;
  expect(field.value).toBe('IL-6');
  fireEvent.change(field, { target: { value: 'CD19 ' } });
  expect(field.value).toBe('CD19 ');
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  expect(field.value).toBe('CD19');
  fireEvent.click(screen.getByRole('button', { name: 'back' }));
  expect(field.value).toBe('HER2');
});
