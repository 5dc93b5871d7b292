import { Select, type SelectOption } from '../../Select';
import { Textarea } from '../../Textarea';
import { TextField } from '../../TextField';
import { formCellClasses, type ValidatedForm } from '../Field';
import { FileInput } from './FileInput';

/** One field of a form's field list: which control shows it and with what words. */
export type FormFieldItem<Name extends string> = {
  /** The field of the form's spec (@storefront/validation) the control is bound to. */
  name: Name;
  /** Visible label (already formatted in the page's language). */
  label: string;
  /** Help text under the label. */
  description?: string;
} & (
  | {
      /** A one-line input. */
      control: 'text';
      /** @default 'text' */
      type?: 'text' | 'email' | 'tel';
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
    }
  | {
      /** A file picker; the form's value is the file's name, the file goes to `onFileChange`. */
      control: 'file';
      /** The types the picker offers, e.g. '.pdf,.doc,.docx'. */
      accept: string;
      onFileChange: (file: File | null) => void;
    }
);

export interface FormFieldsProps<Values extends { [Field in keyof Values]: string | boolean }> {
  /** The form's state (`useValidatedForm`), which binds each control: value, rules, messages. */
  form: ValidatedForm<Values>;
  /** The fields, in the order they are shown (and focused when invalid). */
  fields: readonly FormFieldItem<Extract<keyof Values, string>>[];
}

/**
 * Renders a form's field list inside a FormFrame: a form declared as data (its spec in
 * @storefront/validation, its list here) gets the same controls, grid cells and messages as the forms that
 * place their fields one by one.
 */
export function FormFields<Values extends { [Field in keyof Values]: string | boolean }>({
  form,
  fields,
}: FormFieldsProps<Values>) {
  return fields.map((field) => {
    const common = { ...form.textProps(field.name), label: field.label, description: field.description };
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
      case 'file':
        return (
          <FileInput
            key={field.name}
            {...common}
            accept={field.accept}
            onFileChange={field.onFileChange}
            className={formCellClasses.cell}
          />
        );
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
  });
}
