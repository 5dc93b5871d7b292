import { clsx } from 'clsx';
import type { ChangeEvent, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { Field, fieldControlClass, useField } from '../internal/Field';
import classes from './Select.module.css';

export type SelectSize = 'sm' | 'md' | 'lg';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Text shown in the list. */
  label: string;
  /** Whether the option can be chosen. @default false */
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'size' | 'value' | 'defaultValue' | 'className' | 'children' | 'multiple'
  > {
  /** Visible label; always required so the control has an accessible name. */
  label: ReactNode;
  /** Whether the label is drawn or only announced. @default 'visible' */
  labelVisibility?: 'visible' | 'hidden';
  /** The choices, in display order. */
  options: SelectOption[];
  /** Text of an empty first option (value ""), shown until a choice is made. */
  placeholder?: string;
  /** Help text, linked with aria-describedby. */
  description?: ReactNode;
  /** Validation message; marks the control aria-invalid. */
  error?: ReactNode;
  /** Height and font size. @default 'md' */
  size?: SelectSize;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>`: the platform list is the most usable picker on phones and needs no focus
 * management of our own.
 *
 * **Accessibility:** A native `select` with its `label` (visually hidden with `labelVisibility`, still the
 * accessible name); the description and error are linked by `aria-describedby`, an error sets `aria-invalid`.
 * The caller provides `label`.
 *
 * **Data attributes:**
 * - field root: `data-size`: sm, md, lg; `data-state`: valid, invalid
 */
export function Select({
  label,
  labelVisibility = 'visible',
  options,
  placeholder,
  description,
  error,
  size = 'md',
  id,
  className,
  required,
  disabled,
  onChange,
  onValueChange,
  ...selectProps
}: SelectProps) {
  const field = useField({ id, description, error });
  return (
    <Field
      field={field}
      label={label}
      labelVisibility={labelVisibility}
      required={required}
      description={description}
      error={error}
      className={clsx(classes.Select, className)}
      dataAttributes={{ 'data-size': size, 'data-state': field.hasError ? 'invalid' : 'valid' }}
    >
      <select
        {...selectProps}
        id={field.inputId}
        required={required}
        disabled={disabled}
        className={clsx(fieldControlClass, classes.Input)}
        aria-invalid={field.hasError || undefined}
        aria-describedby={field.describedBy}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value, event);
        }}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={classes.Chevron}>
        <Icon name="chevron-down" size="sm" />
      </span>
    </Field>
  );
}
