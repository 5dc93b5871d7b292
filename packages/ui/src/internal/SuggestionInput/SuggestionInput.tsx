import { clsx } from 'clsx';
import { type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Field, fieldControlClass, useField } from '../Field';
import { useComboboxSuggestions } from '../useComboboxSuggestions';
import { suggestionInputMessages as messages } from './SuggestionInput.messages';
import classes from './SuggestionInput.module.css';

// Widened: without a type argument, defineMessages types every message as taking no values.
const countMessage: MessageDescriptor = messages.count;

export interface SuggestionInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'value' | 'defaultValue' | 'onBlur' | 'required' | 'className' | 'autoComplete'
  > {
  label: ReactNode;
  name?: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions for the trimmed `text`; a rejection shows none. */
  onSearch: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  /** Whether a text is worth asking about (e.g. long enough). */
  shouldSearch: (text: string) => boolean;
  /** Pause after the last keystroke before asking. */
  delayMs: number;
  /** Accessible name of the suggestion list ('Suggested companies'). */
  suggestionsLabel: string;
  /** The input's `autocomplete` (the browser's own suggestions), e.g. 'organization' or 'off'. */
  autoComplete: string;
  onBlur?: ((event: FocusEvent) => void) | undefined;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  /** Forwarded to the `<input>`, as the other DOM props. */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A text input with suggestions (WAI-ARIA combobox with a list popup), shared by the company and the
 * catalog-number fields: free text is always allowed, arrows move through the suggestions, Enter picks one,
 * Escape closes the list.
 */
export function SuggestionInput({
  label,
  name,
  value,
  onValueChange,
  onSearch,
  shouldSearch,
  delayMs,
  suggestionsLabel,
  autoComplete,
  onBlur,
  error,
  description,
  required = false,
  className,
  id,
  onChange,
  onKeyDown,
  ...inputProps
}: SuggestionInputProps) {
  const intl = useIntl();
  const field = useField({ id, description, error });
  // The text whose suggestions are wanted; null after a pick, so that picking does not search again.
  const [query, setQuery] = useState<string | null>(null);
  const combobox = useComboboxSuggestions<string>({
    query,
    load: onSearch,
    shouldLoad: shouldSearch,
    delayMs,
    onPick: (suggestion) => {
      onValueChange(suggestion);
      setQuery(null);
    },
  });
  const { items: suggestions, open, activeIndex, listboxId, optionId } = combobox;

  return (
    <Field
      field={field}
      label={label}
      required={required}
      description={description}
      error={error}
      className={clsx(classes.SuggestionInput, className)}
      dataAttributes={{ 'data-state': open ? 'open' : 'closed' }}
    >
      <input
        {...inputProps}
        id={field.inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete={autoComplete}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={combobox.activeDescendant}
        aria-invalid={field.hasError || undefined}
        aria-describedby={field.describedBy}
        required={required}
        value={value}
        className={clsx(fieldControlClass, classes.Input)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          combobox.onKeyDown(event);
        }}
        onBlur={(event) => {
          combobox.close();
          onBlur?.(event);
        }}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={suggestionsLabel}
        className={classes.Listbox}
        hidden={!open}
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: APG combobox: focus stays in the input, options are reached through aria-activedescendant.
          <div
            key={suggestion}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={classes.Option}
            // Picks on press rather than click: focus stays in the input, so its blur never closes the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              combobox.pick(suggestion);
            }}
          >
            {suggestion}
          </div>
        ))}
      </div>
      <span className={classes.Announcement} role="status">
        {open ? intl.formatMessage(countMessage, { count: suggestions.length }) : null}
      </span>
    </Field>
  );
}
