import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Checkbox } from '../../Checkbox';
import { Select } from '../../Select';
import { renderWithIntl } from '../../test/renderWithIntl';

// TextField's wiring is tested beside it; these cover the other two users of the shared frame.
describe('field frame', () => {
  test('Select: label, required marker, error first then description', () => {
    renderWithIntl(
      <Select
        label="Area"
        required
        options={[{ value: 'cn', label: 'China' }]}
        description="Where you work"
        error="Area cannot be blank"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Area' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (select.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Area cannot be blank',
      'Where you work',
    ]);
    expect(select.closest('[data-state]')?.getAttribute('data-state')).toBe('invalid');
  });

  test('Checkbox: control before its label, error under both, no required marker drawn', () => {
    renderWithIntl(<Checkbox label="I agree" error="Please check the privacy policy" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.nextElementSibling?.tagName).toBe('LABEL');
    expect(box).toHaveProperty('required', false);
    const root = box.closest('[data-invalid]');
    expect(root?.getAttribute('data-state')).toBe('unchecked');
    expect(root?.lastElementChild?.textContent).toBe('Please check the privacy policy');
  });
});
