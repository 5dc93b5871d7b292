import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SearchBox, type SearchBoxSuggestion, searchSuggestionDelayMs } from './SearchBox';

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

describe('suggestions while typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const suggestions: SearchBoxSuggestion[] = [
    {
      kind: 'catalogNumber',
      text: 'IL6-H1011',
      href: '/product-detail?catalogNumber=IL6-H1011',
      highlights: [{ start: 0, end: 3 }],
    },
    { kind: 'target', text: 'IL-6', href: '/search?keywords=IL-6', highlights: [{ start: 0, end: 4 }] },
    { kind: 'product', text: 'Human IL-6 Protein', href: '/product-detail?catalogNumber=IL6-H4218' },
  ];

  const type = async (text: string) => {
    await act(async () => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } }));
    await act(async () => vi.advanceTimersByTime(searchSuggestionDelayMs + 10));
  };
  const key = (name: string, init: Partial<KeyboardEventInit> = {}) =>
    act(async () => fireEvent.keyDown(screen.getByRole('combobox'), { key: name, ...init }));

  test('a combobox that asks once after the pause and shows the marked suggestions with their kind', async () => {
    const load = vi.fn(async () => suggestions);
    renderWithIntl(<SearchBox loadSuggestions={load} />, 'en');
    const field = screen.getByRole('combobox', { name: 'Search products, services and content' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.closest('form')?.getAttribute('action')).toBe('/search');
    await act(async () => fireEvent.change(field, { target: { value: 'I' } }));
    await act(async () => fireEvent.change(field, { target: { value: 'IL' } }));
    await type(' IL6 ');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('IL6', { signal: expect.any(AbortSignal) });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'IL6-H1011Catalog number',
      'IL-6Target',
      'Human IL-6 ProteinProduct',
    ]);
    expect(options[0]?.querySelector('mark')?.textContent).toBe('IL6');
    expect(screen.getByRole('status').textContent).toBe(
      '3 suggestions, use the up and down arrows to choose',
    );
  });

  test('arrows move the active option, Enter chooses it instead of submitting, Escape closes', async () => {
    const onSuggestionSelect = vi.fn();
    const onSearch = vi.fn();
    renderWithIntl(
      <SearchBox
        loadSuggestions={async () => suggestions}
        onSuggestionSelect={onSuggestionSelect}
        onSearch={onSearch}
      />,
      'en',
    );
    await type('IL');
    const field = screen.getByRole('combobox') as HTMLInputElement;
    await key('ArrowDown');
    await key('ArrowDown');
    const options = screen.getAllByRole('option');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await key('ArrowUp');
    await key('ArrowUp');
    // Wraps from the first to the last.
    expect(field.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await key('Escape');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    await key('ArrowDown');
    await key('Enter');
    expect(onSuggestionSelect).toHaveBeenCalledWith(suggestions[0]);
    expect(onSearch).not.toHaveBeenCalled();
    expect(field.value).toBe('IL6-H1011');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  test('a press on an option chooses it; Enter without an active option submits the typed text', async () => {
    const onSuggestionSelect = vi.fn();
    const onSearch = vi.fn((_: string, event: { preventDefault(): void }) => event.preventDefault());
    renderWithIntl(
      <SearchBox
        loadSuggestions={async () => suggestions}
        onSuggestionSelect={onSuggestionSelect}
        onSearch={onSearch}
      />,
      'en',
    );
    await type('IL');
    await act(async () => fireEvent.mouseDown(screen.getAllByRole('option')[2] as HTMLElement));
    expect(onSuggestionSelect).toHaveBeenCalledWith(suggestions[2]);
    await type('PD-1');
    fireEvent.submit(screen.getByRole('combobox').closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('PD-1', expect.anything());
  });

  test('an answer to older text never replaces the newer one, and its request is aborted', async () => {
    const pending: { text: string; signal: AbortSignal; resolve: (list: SearchBoxSuggestion[]) => void }[] =
      [];
    const load = (text: string, { signal }: { signal: AbortSignal }) =>
      new Promise<SearchBoxSuggestion[]>((resolve) => pending.push({ text, signal, resolve }));
    renderWithIntl(<SearchBox loadSuggestions={load} />, 'en');
    await type('IL');
    await type('PD');
    expect(pending.map((request) => [request.text, request.signal.aborted])).toEqual([
      ['IL', true],
      ['PD', false],
    ]);
    await act(async () =>
      pending[1]?.resolve([{ kind: 'target', text: 'PD-1', href: '/search?keywords=PD-1' }]),
    );
    await act(async () => pending[0]?.resolve(suggestions));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['PD-1Target']);
  });

  test('no suggestions for blank text, and a failed request shows none', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    renderWithIntl(<SearchBox loadSuggestions={load} />, 'zh-CN');
    await type('   ');
    expect(load).not.toHaveBeenCalled();
    await type('IL');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
