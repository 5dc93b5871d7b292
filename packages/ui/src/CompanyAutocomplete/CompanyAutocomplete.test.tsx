import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { CompanyAutocomplete } from './CompanyAutocomplete';
import { shouldSearchCompanies } from './CompanyAutocomplete.search';

describe('shouldSearchCompanies', () => {
  it('asks only for text longer than 1 character', () => {
    expect(['', '北', ' 北 ', 'a'].map(shouldSearchCompanies)).toEqual([false, false, false, false]);
    expect(['北京', 'ab', ' ab '].map(shouldSearchCompanies)).toEqual([true, true, true]);
  });
});

function Harness({ onSearch }: { onSearch: (text: string) => Promise<string[]> }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CompanyAutocomplete
        label="Company"
        name="unit"
        value={value}
        onValueChange={setValue}
        onSearch={onSearch}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('CompanyAutocomplete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const type = async (text: string) => {
    await act(async () => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } }));
    await act(async () => vi.advanceTimersByTime(300));
  };

  it('does not search one character, searches two once after the pause', async () => {
    const onSearch = vi.fn(async () => ['北京大学', '北京协和医院']);
    renderWithIntl(<Harness onSearch={onSearch} />, 'en');
    await type('北');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.change(screen.getByRole('combobox'), { target: { value: '北京' } }));
    await act(async () => fireEvent.change(screen.getByRole('combobox'), { target: { value: '北京大' } }));
    await act(async () => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('北京大');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('picks a suggestion with the keyboard and does not search it again', async () => {
    const onSearch = vi.fn(async () => ['北京大学', '北京协和医院']);
    renderWithIntl(<Harness onSearch={onSearch} />, 'en');
    await type('北京');
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    await act(async () => vi.advanceTimersByTime(300));
    expect(screen.getByTestId('value').textContent).toContain('北京协和医院');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, and closes the suggestions when a search fails', async () => {
    const onSearch = vi.fn(async (text: string) => {
      if (text === '复旦大') throw new Error('offline');
      return ['复旦大学', '复旦大学附属中山医院'];
    });
    renderWithIntl(<Harness onSearch={onSearch} />, 'en');
    const input = screen.getByRole('combobox');
    await type('复旦');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await type('复旦大');
    expect(onSearch).toHaveBeenLastCalledWith('复旦大');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('复旦大');
  });
});
