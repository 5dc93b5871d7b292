import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '../../Icon';
import { useFieldIds } from '../useFieldIds';
import classes from './Field.module.css';

/** True when an `error` prop holds something to show. */
export function hasFieldError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/**
 * The ids and invalid state of a form control: what TextField, Select, Textarea and Checkbox all need to tie
 * the control to its label, description and error message.
 */
export function useField(options: { id?: string | undefined; description?: ReactNode; error?: ReactNode }) {
  const hasError = hasFieldError(options.error);
  const ids = useFieldIds({ id: options.id, hasDescription: Boolean(options.description), hasError });
  return { ...ids, hasError };
}

export type FieldState = ReturnType<typeof useField>;

export interface FieldProps {
  /** Result of useField() for the control inside. */
  field: FieldState;
  /** Label text; `required` adds the visual marker (the control itself carries `required`). */
  label: ReactNode;
  /** Whether the label is drawn or only announced. @default 'visible' */
  labelVisibility?: 'visible' | 'hidden';
  /** Draws the required marker after the label. @default false */
  required?: boolean | undefined;
  description?: ReactNode;
  error?: ReactNode;
  /**
   * 'stacked': label, description, control, error (text inputs, selects).
   * 'inline': control and label side by side, then description and error (checkboxes). @default 'stacked'
   */
  layout?: 'stacked' | 'inline';
  /** The root class of the component using the frame, plus the consumer's className. */
  className?: string;
  /** State the component's styles depend on, as data attributes on the root. */
  dataAttributes?: Record<`data-${string}`, string | boolean | undefined>;
  /** The control (input, select, textarea), already wired with field.inputId and field.describedBy. */
  children: ReactNode;
}

/** The frame every form control shares: label, required marker, description, control slot and error message. */
export function Field({
  field,
  label,
  labelVisibility = 'visible',
  required,
  description,
  error,
  layout = 'stacked',
  className,
  dataAttributes,
  children,
}: FieldProps) {
  const labelElement = (
    <label htmlFor={field.inputId} className={classes.Label} data-visibility={labelVisibility}>
      {label}
      {required ? (
        <span className={classes.Required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  const descriptionElement = description ? (
    <p id={field.descriptionId} className={classes.Description}>
      {description}
    </p>
  ) : null;
  const errorElement = field.hasError ? (
    <p id={field.errorId} className={classes.Error}>
      <Icon name="alert" size="sm" />
      <span>{error}</span>
    </p>
  ) : null;
  return (
    <div className={clsx(classes.Field, className)} data-layout={layout} {...dataAttributes}>
      {layout === 'inline' ? (
        <div className={classes.Row}>
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {descriptionElement ? descriptionElement : null}
          <div className={classes.Control}>{children}</div>
        </>
      )}
      {layout === 'inline' ? descriptionElement : null}
      {errorElement}
    </div>
  );
}

/** Class of the bordered box shared by text inputs, selects and textareas (sizes via data-size on the root). */
export const fieldControlClass = classes.ControlBox;
