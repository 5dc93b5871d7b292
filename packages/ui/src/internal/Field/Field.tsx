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
  /** Beside the control, on its row (stacked layout), e.g. a send-code button. */
  controlAddon?: ReactNode;
  /** Under the error message, e.g. a status line that must always be in the DOM (a live region). */
  footer?: ReactNode;
  /** The control (input, select, textarea), already wired with field.inputId and field.describedBy. */
  children: ReactNode;
}

/**
 * The frame every form control shares: label, required marker, description, control slot and error message.
 * Stacked, it is a grid of four rows — label, description, control, messages — that a grid of fields
 * (`fieldGridClass`) lines up across the fields side by side.
 */
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
  controlAddon,
  footer,
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
  const messagesElement =
    errorElement || footer ? (
      <div className={classes.Messages}>
        {errorElement}
        {footer}
      </div>
    ) : null;
  const controlElement = <div className={classes.Control}>{children}</div>;
  return (
    <div className={clsx(classes.Field, className)} data-layout={layout} {...dataAttributes}>
      {layout === 'inline' ? (
        <>
          <div className={classes.Row}>
            {children}
            {labelElement}
          </div>
          {descriptionElement}
        </>
      ) : (
        <>
          {labelElement}
          {descriptionElement}
          {controlAddon ? (
            <div className={classes.ControlRow}>
              {controlElement}
              {controlAddon}
            </div>
          ) : (
            controlElement
          )}
        </>
      )}
      {messagesElement}
    </div>
  );
}

/** Class of the bordered box shared by text inputs, selects and textareas (sizes via data-size on the root). */
export const fieldControlClass = classes.ControlBox;

/**
 * Class for a grid that holds fields side by side (a form's field grid): each stacked field spans four of its
 * rows and shares them (subgrid), so the controls of a grid row line up whatever description or error lines
 * each field carries, and a label that wraps pushes its neighbours' controls down with it.
 */
export const fieldGridClass = classes.FieldGrid;
