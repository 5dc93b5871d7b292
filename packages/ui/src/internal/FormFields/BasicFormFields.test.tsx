import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { BasicFormFields, contactField, type FormFieldsBinding } from './BasicFormFields';

type Name = 'name' | 'company' | 'department' | 'phone' | 'email' | 'region' | 'message';

/** A form binding with every field empty and the given ones in error. */
function binding(errors: Partial<Record<Name, string>> = {}): FormFieldsBinding<Name> {
  return {
    textProps: (name) => ({
      name,
      value: '',
      onValueChange: () => {},
      onBlur: () => {},
      error: errors[name],
      required: name !== 'department',
    }),
  };
}

describe('BasicFormFields', () => {
  test('a contact field gets its input type and autofill hint in every form', () => {
    renderWithIntl(
      <BasicFormFields
        form={binding()}
        fields={[
          contactField('name', 'Name'),
          contactField('company', 'Company'),
          contactField('department', 'Department'),
          contactField('phone', 'Phone'),
          contactField('email', 'E-mail'),
        ]}
      />,
    );
    const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    expect(
      ['Name', 'Company', 'Department', 'Phone', 'E-mail'].map((label) => [
        field(label).getAttribute('type'),
        field(label).getAttribute('autocomplete'),
      ]),
    ).toEqual([
      ['text', 'name'],
      ['text', 'organization'],
      ['text', null],
      ['tel', 'tel'],
      ['email', 'email'],
    ]);
    expect(field('Department')).toHaveProperty('required', false);
    expect(field('Phone')).toHaveProperty('required', true);
  });

  test('a select and a textarea, in the list’s order, each with its message', () => {
    renderWithIntl(
      <BasicFormFields
        form={binding({ region: 'Choose a region' })}
        fields={[
          {
            name: 'region',
            label: 'Region',
            control: 'select',
            placeholder: 'Choose',
            options: [{ value: 'sh', label: 'Shanghai' }],
          },
          { name: 'message', label: 'Message', control: 'textarea' },
        ]}
      />,
    );
    const region = screen.getByRole('combobox', { name: /^Region/ });
    expect(region.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('option', { name: 'Choose' })).toHaveProperty('value', '');
    const message = screen.getByRole('textbox', { name: /^Message/ });
    expect(message.tagName).toBe('TEXTAREA');
    expect(region.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
