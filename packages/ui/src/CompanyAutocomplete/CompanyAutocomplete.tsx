import { clsx } from 'clsx';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Field, fieldControlClass, useField } from '../internal/Field';
import { useComboboxSuggestions } from '../internal/useComboboxSuggestions';
import { companyAutocompleteMessages as messages } from './CompanyAutocomplete.messages';
import classes from './CompanyAutocomplete.module.css';
import { companySearchDelayMs, shouldSearchCompanies } from './CompanyAutocomplete.search';

// Widened: without a type argument, defineMessages types every message as taking no values.
const countMessage: MessageDescriptor = messages.count;

export interface CompanyAutocompleteProps {
  /** Visible label. */
  label: ReactNode;
  /** Input name (the form field). */
  name?: string;
  /** The text typed or picked. */
  value: string;
  onValueChange: (value: string) => void;
  /**
   * Company names matching `text` (the app calls GET /search/org/name?keyWord=). Only called when the text is
   * longer than 1 character (SPEC §5), 250 ms after the last keystroke; a rejection shows no suggestions.
   */
  onSearch: (text: string) => Promise<string[]>;
  onBlur?: (event: FocusEvent) => void;
  error?: ReactNode;
  description?: ReactNode;
  /** Draws the required marker and marks the input required. @default false */
  required?: boolean;
  /** Class for the root element. */
  className?: string;
}

/**
 * A company-name input with suggestions (WAI-ARIA combobox with a list popup): free text is always allowed,
 * arrows move through the suggestions, Enter picks one, Escape closes the list.
 */
export function CompanyAutocomplete({
  label,
  name,
  value,
  onValueChange,
  onSearch,
  onBlur,
  error,
  description,
  required = false,
  className,
}: CompanyAutocompleteProps) {
  const intl = useIntl();
  const field = useField({ description, error });
  // The text whose suggestions are wanted; null after a pick, so that picking does not search again.
  const [query, setQuery] = useState<string | null>(null);
  const combobox = useComboboxSuggestions<string>({
    query,
    load: (text) => onSearch(text),
    shouldLoad: shouldSearchCompanies,
    delayMs: companySearchDelayMs,
    onPick: (company) => {
      onValueChange(company);
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
      className={clsx(classes.CompanyAutocomplete, className)}
      dataAttributes={{ 'data-state': open ? 'open' : 'closed' }}
    >
      <input
        id={field.inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="organization"
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
          onValueChange(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={combobox.onKeyDown}
        onBlur={(event) => {
          combobox.close();
          onBlur?.(event);
        }}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={intl.formatMessage(messages.suggestions)}
        className={classes.Listbox}
        hidden={!open}
      >
        {suggestions.map((company, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: APG combobox: focus stays in the input, options are reached through aria-activedescendant.
          <div
            key={company}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={classes.Option}
            // Picks on press rather than click: focus stays in the input, so its blur never closes the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              combobox.pick(company);
            }}
          >
            {company}
          </div>
        ))}
      </div>
      <span className={classes.Announcement} role="status">
        {open ? intl.formatMessage(countMessage, { count: suggestions.length }) : null}
      </span>
    </Field>
  );
}
