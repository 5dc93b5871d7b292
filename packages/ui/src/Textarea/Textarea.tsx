import { clsx } from 'clsx';
import type { ChangeEvent, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, fieldControlClass, useField } from '../internal/Field';
import classes from './Textarea.module.css';

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'className'> {
  /** Visible label; always required so the control has an accessible name. */
  label: ReactNode;
  /** Whether the label is drawn or only announced. @default 'visible' */
  labelVisibility?: 'visible' | 'hidden';
  /** Help text, linked with aria-describedby. */
  description?: ReactNode;
  /** Validation message; marks the control aria-invalid. */
  error?: ReactNode;
  /** Whether the user may drag the height. @default 'vertical' */
  resize?: 'vertical' | 'none';
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<textarea>`. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text input (e.g. the message of the online-message and enquiry forms).
 *
 * **Accessibility:** A native `textarea` with its `label` (visually hidden with `labelVisibility`, still the
 * accessible name); the description and error are linked by `aria-describedby`, an error sets `aria-invalid`.
 * The caller provides `label`.
 *
 * **Data attributes:**
 * - field root: `data-state`: valid, invalid; `data-resize`: vertical, none; `data-disabled` when disabled
 */
export function Textarea({
  label,
  labelVisibility = 'visible',
  description,
  error,
  resize = 'vertical',
  rows = 4,
  id,
  className,
  required,
  disabled,
  onChange,
  onValueChange,
  ...textareaProps
}: TextareaProps) {
  const field = useField({ id, description, error });
  return (
    <Field
      field={field}
      label={label}
      labelVisibility={labelVisibility}
      required={required}
      description={description}
      error={error}
      className={clsx(classes.Textarea, className)}
      dataAttributes={{
        'data-state': field.hasError ? 'invalid' : 'valid',
        'data-resize': resize,
        'data-disabled': disabled || undefined,
      }}
    >
      <textarea
        {...textareaProps}
        id={field.inputId}
        rows={rows}
        required={required}
        disabled={disabled}
        className={clsx(fieldControlClass, classes.Input)}
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
