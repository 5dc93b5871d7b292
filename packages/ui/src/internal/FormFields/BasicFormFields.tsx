import type { FocusEvent } from 'react';
import { Select, type SelectOption } from '../../Select';
import { Textarea } from '../../Textarea';
import { TextField } from '../../TextField';
import { formCellClasses } from '../Field';

/** What every item of a field list has: the field it binds and its words. */
export interface FormFieldItemBase<Name extends string> {
  /** The field of the form's spec (@storefront/validation) the control is bound to. */
  name: Name;
  /** Visible label (already formatted in the page's language). */
  label: string;
  /** Help text under the label. */
  description?: string;
}

/** The plain controls: a line, a list, several lines. */
export type BasicFormFieldControl =
  | {
      /** A one-line input. */
      control: 'text';
      /** @default 'text' */
      type?: 'text' | 'email' | 'tel' | 'password';
      autoComplete?: string;
    }
  | {
      /** A list to pick from (a native select: the most usable picker on phones). */
      control: 'select';
      options: SelectOption[];
      /** Text of the empty first option, shown until a choice is made. */
      placeholder: string;
    }
  | {
      /** Several lines, across both columns of the grid. */
      control: 'textarea';
    };

/** An item of a field list that BasicFormFields renders. */
export type BasicFormFieldItem<Name extends string> = FormFieldItemBase<Name> & BasicFormFieldControl;

/** What a field list needs of a form: the props that bind a control to a field (`useValidatedForm`, a wizard). */
export interface FormFieldsBinding<Name extends string> {
  textProps: (name: Name) => {
    name: string;
    value: string;
    onValueChange: (value: string) => void;
    onBlur: (event: FocusEvent) => void;
    error: string | undefined;
    required: boolean;
  };
}

/** The props every control of a field list takes: its binding to the form, its label and help text. */
export function fieldProps<Name extends string>(
  form: FormFieldsBinding<Name>,
  field: FormFieldItemBase<Name>,
) {
  return { ...form.textProps(field.name), label: field.label, description: field.description };
}

/** The control of a plain field, in its cell of the form's grid. */
export function basicFormField<Name extends string>(
  form: FormFieldsBinding<Name>,
  field: BasicFormFieldItem<Name>,
) {
  const common = fieldProps(form, field);
  switch (field.control) {
    case 'select':
      return (
        <Select
          key={field.name}
          {...common}
          options={field.options}
          placeholder={field.placeholder}
          className={formCellClasses.cell}
        />
      );
    case 'textarea':
      return <Textarea key={field.name} {...common} className={formCellClasses.tall} />;
    default:
      return (
        <TextField
          key={field.name}
          {...common}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          className={formCellClasses.cell}
        />
      );
  }
}

export interface BasicFormFieldsProps<Name extends string> {
  /** The form's state, which binds each control: value, rules, messages. */
  form: FormFieldsBinding<Name>;
  /** The fields, in the order they are shown (and focused when invalid). */
  fields: readonly BasicFormFieldItem<Name>[];
}

/**
 * A field list of plain controls (text, select, textarea) inside a FormFrame. For forms in a page's
 * first-load JS (the footer's message, the product page's enquiry): FormFields renders these the same way
 * and every other kind of control too, and so brings all of them into the bundle.
 */
export function BasicFormFields<Name extends string>({ form, fields }: BasicFormFieldsProps<Name>) {
  return fields.map((field) => basicFormField(form, field));
}

/** The contact fields the site's forms share. */
export type ContactField = 'name' | 'company' | 'department' | 'phone' | 'email';

/** Each contact field's control: its input type and the browser's autofill hint, the same in every form. */
const contactControls = {
  name: { control: 'text', autoComplete: 'name' },
  company: { control: 'text', autoComplete: 'organization' },
  department: { control: 'text' },
  phone: { control: 'text', type: 'tel', autoComplete: 'tel' },
  email: { control: 'text', type: 'email', autoComplete: 'email' },
} as const satisfies Record<ContactField, BasicFormFieldControl>;

/** A contact field's item in a field list: the form's label on the field's shared control. */
export function contactField<Name extends ContactField>(name: Name, label: string): BasicFormFieldItem<Name> {
  return { name, label, ...contactControls[name] };
}
