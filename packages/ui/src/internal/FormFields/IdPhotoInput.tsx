import { clsx } from 'clsx';
import type { FocusEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Field, fieldControlClass, useField } from '../Field';
import { idPhotoInputMessages as messages } from './IdPhotoInput.messages';
import classes from './IdPhotoInput.module.css';

// Widened: without a type argument, defineMessages types every message as taking no values.
const thumbnailMessage: MessageDescriptor = messages.thumbnail;

/** Where an ID photo's upload is. */
export type IdPhotoStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface IdPhotoInputProps {
  name: string;
  label: string;
  description?: string | undefined;
  /** The field's message (missing photo, wrong type, too large, the upload's failure). */
  error?: string | undefined;
  required?: boolean;
  onBlur: (event: FocusEvent) => void;
  /** The types the picker offers: JPEG, PNG, WebP. */
  accept: string;
  status: IdPhotoStatus;
  /** A preview of the picked photo (an object URL the app made), when there is one. */
  thumbnailUrl: string | null;
  onFileChange: (file: File) => void;
  className?: string;
}

/**
 * An ID card photo: the picker, a preview once picked and the upload's progress as a polite status line, so
 * a screen-reader user hears when the upload is done or why it failed.
 */
export function IdPhotoInput({
  name,
  label,
  description,
  error,
  required,
  onBlur,
  accept,
  status,
  thumbnailUrl,
  onFileChange,
  className,
}: IdPhotoInputProps) {
  const intl = useIntl();
  const field = useField({ description, error });
  // A failure is the field's message (`error`); the status line tells the progress.
  const statusText =
    status === 'uploading'
      ? intl.formatMessage(messages.uploading)
      : status === 'done'
        ? intl.formatMessage(messages.done)
        : null;
  return (
    <Field
      field={field}
      label={label}
      required={required}
      description={description}
      error={error}
      className={clsx(classes.IdPhotoInput, className)}
      dataAttributes={{ 'data-state': status }}
      footer={
        <div className={classes.Footer}>
          {thumbnailUrl ? (
            <img
              className={classes.Thumbnail}
              src={thumbnailUrl}
              alt={intl.formatMessage(thumbnailMessage, { label })}
            />
          ) : null}
          <p
            className={classes.Status}
            role="status"
            data-tone={status === 'failed' ? 'critical' : 'neutral'}
          >
            {statusText}
          </p>
        </div>
      }
    >
      <input
        id={field.inputId}
        name={name}
        type="file"
        accept={accept}
        required={required}
        className={fieldControlClass}
        aria-invalid={field.hasError || undefined}
        aria-describedby={field.describedBy}
        aria-busy={status === 'uploading' || undefined}
        onBlur={onBlur}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFileChange(file);
        }}
      />
    </Field>
  );
}
