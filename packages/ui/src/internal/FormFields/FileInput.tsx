import { clsx } from 'clsx';
import { type FocusEvent, useEffect, useRef } from 'react';
import { Field, fieldControlClass, useField } from '../Field';

export interface FileInputProps {
  name: string;
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  /** The chosen file's name ('' = none): the form's value of the field. */
  value: string;
  onValueChange: (value: string) => void;
  onBlur: (event: FocusEvent) => void;
  /** The file types the picker offers (a hint only: the server judges the content). */
  accept: string;
  /** The chosen file itself, or null once cleared. */
  onFileChange: (file: File | null) => void;
  className?: string;
}

/**
 * A file picker in the frame of the other controls. A file input's value cannot be set, so the form holds
 * the file's name; when the form empties that value (after a send) the picker is cleared to match.
 */
export function FileInput({
  name,
  label,
  description,
  error,
  required,
  value,
  onValueChange,
  onBlur,
  accept,
  onFileChange,
  className,
}: FileInputProps) {
  const field = useField({ description, error });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (value === '' && input.current && input.current.value !== '') input.current.value = '';
  }, [value]);
  return (
    <Field
      field={field}
      label={label}
      required={required}
      description={description}
      error={error}
      className={className}
      dataAttributes={{ 'data-state': field.hasError ? 'invalid' : 'valid' }}
    >
      <input
        ref={input}
        id={field.inputId}
        name={name}
        type="file"
        accept={accept}
        required={required}
        className={clsx(fieldControlClass)}
        aria-invalid={field.hasError || undefined}
        aria-describedby={field.describedBy}
        onBlur={onBlur}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onFileChange(file);
          onValueChange(file?.name ?? '');
        }}
      />
    </Field>
  );
}
