import { clsx } from 'clsx';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
} from 'react';
import { Field, useField } from '../internal/Field';
import { mergeRefs } from '../internal/mergeRefs';
import { useControllableState } from '../internal/useControllableState';
import classes from './Checkbox.module.css';

export interface CheckboxProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'checked' | 'defaultChecked' | 'className' | 'size' | 'children'
  > {
  /** Label next to the box (may contain a link, e.g. to the privacy policy). */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Validation message, e.g. 'Please check the privacy policy'; marks the box aria-invalid. */
  error?: ReactNode;
  /** Controlled checked state. */
  checked?: boolean;
  /** Initial checked state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Mixed state for "select all" boxes; announced as partially checked. @default false */
  indeterminate?: boolean;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with label, description and error message.
 *
 * **Accessibility:** A native `input type=checkbox` with its `label`; the description and error are linked by
 * `aria-describedby`, an error sets `aria-invalid`; `indeterminate` sets the native property. The caller
 * provides `label` (the accessible name).
 *
 * **Data attributes:**
 * - field root: `data-state`: checked, unchecked, indeterminate; `data-invalid` when it has an error
 */
export function Checkbox({
  label,
  description,
  error,
  checked: checkedProp,
  defaultChecked = false,
  indeterminate = false,
  id,
  className,
  onChange,
  onCheckedChange,
  ref,
  ...inputProps
}: CheckboxProps) {
  const field = useField({ id, description, error });
  const [checked, setChecked] = useControllableState({ value: checkedProp, defaultValue: defaultChecked });
  const inputRef = useRef<HTMLInputElement | null>(null);
  // `indeterminate` is a DOM property with no HTML attribute, so it is set imperatively (before paint).
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const checkedState = indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    <Field
      field={field}
      label={label}
      description={description}
      error={error}
      layout="inline"
      className={clsx(classes.Checkbox, className)}
      dataAttributes={{ 'data-state': checkedState, 'data-invalid': field.hasError || undefined }}
    >
      <input
        {...inputProps}
        ref={mergeRefs(inputRef, ref)}
        id={field.inputId}
        type="checkbox"
        checked={checked}
        className={classes.Input}
        aria-invalid={field.hasError || undefined}
        aria-describedby={field.describedBy}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange?.(event);
          onCheckedChange?.(event.target.checked, event);
        }}
      />
    </Field>
  );
}
