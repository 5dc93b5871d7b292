import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { TextField } from './TextField';

describe('TextField', () => {
  test('wires label, description and error to the input', () => {
    renderWithIntl(<TextField label="Email" description="Work address" error="Email Required" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Email Required',
      'Work address',
    ]);
    expect((input as HTMLInputElement).required).toBe(true);
  });

  test('without an error it is not invalid and describes nothing extra', () => {
    renderWithIntl(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  test('reports each change through onValueChange', () => {
    const onValueChange = vi.fn();
    renderWithIntl(<TextField label="Name" onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Li Lei' } });
    expect(onValueChange).toHaveBeenCalledWith('Li Lei', expect.anything());
  });
});
