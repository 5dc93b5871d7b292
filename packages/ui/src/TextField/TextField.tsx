import { clsx } from 'clsx';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, fieldControlClass, useField } from '../internal/Field';
import classes from './TextField.module.css';

export type TextFieldSize = 'sm' | 'md' | 'lg';
export type TextFieldType = 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number';

export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'size' | 'type' | 'value' | 'defaultValue' | 'className'
  > {
  /** Visible label; always required so the input has an accessible name. */
  label: ReactNode;
  /** Whether the label is drawn or only announced (e.g. a header search box). @default 'visible' */
  labelVisibility?: 'visible' | 'hidden';
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Validation message; when set the input is aria-invalid and the message is announced with it. */
  error?: ReactNode;
  /** Input type. @default 'text' */
  type?: TextFieldType;
  /** Height and font size. @default 'md' */
  size?: TextFieldSize;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Visual inside the input before the text, e.g. `<Icon name="search" />`. */
  leadingVisual?: ReactNode;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line text input with description and error message.
 *
 * **Accessibility:** A native `input` with its `label` (visually hidden with `labelVisibility`, still the
 * accessible name); the description and error are linked by `aria-describedby`, an error sets `aria-invalid`.
 * The caller provides `label`.
 *
 * **Data attributes:**
 * - field root: `data-size`: sm, md, lg; `data-state`: valid, invalid; `data-disabled` when disabled
 * - input: `data-has-leading-visual` when it has a `leadingVisual`
 */
export function TextField({
  label,
  labelVisibility = 'visible',
  description,
  error,
  type = 'text',
  size = 'md',
  id,
  className,
  required,
  disabled,
  onChange,
  onValueChange,
  leadingVisual,
  ...inputProps
}: TextFieldProps) {
  const field = useField({ id, description, error });
  return (
    <Field
      field={field}
      label={label}
      labelVisibility={labelVisibility}
      required={required}
      description={description}
      error={error}
      className={clsx(classes.TextField, className)}
      dataAttributes={{
        'data-size': size,
        'data-state': field.hasError ? 'invalid' : 'valid',
        'data-disabled': disabled || undefined,
      }}
    >
      {leadingVisual ? <span className={classes.LeadingVisual}>{leadingVisual}</span> : null}
      <input
        {...inputProps}
        id={field.inputId}
        type={type}
        required={required}
        disabled={disabled}
        className={clsx(fieldControlClass, classes.Input)}
        data-has-leading-visual={leadingVisual ? true : undefined}
        aria-invalid={field.hasError || undefined}
        aria-describedby={field.describedBy}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value, event);
        }}
      />
    </Field>
  );
}
