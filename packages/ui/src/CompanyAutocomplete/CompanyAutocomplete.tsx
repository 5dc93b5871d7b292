import type { FocusEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SuggestionInput } from '../internal/SuggestionInput';
import { companyAutocompleteMessages as messages } from './CompanyAutocomplete.messages';
import { companySearchDelayMs, shouldSearchCompanies } from './CompanyAutocomplete.search';

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
export function CompanyAutocomplete({ onSearch, required = false, ...props }: CompanyAutocompleteProps) {
  const intl = useIntl();
  return (
    <SuggestionInput
      {...props}
      required={required}
      onSearch={(text) => onSearch(text)}
      shouldSearch={shouldSearchCompanies}
      delayMs={companySearchDelayMs}
      suggestionsLabel={intl.formatMessage(messages.suggestions)}
      autoComplete="organization"
    />
  );
}
