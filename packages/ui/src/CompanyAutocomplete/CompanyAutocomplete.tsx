import type { FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { SuggestionInput } from '../internal/SuggestionInput';
import { companyAutocompleteMessages as messages } from './CompanyAutocomplete.messages';
import { companySearchDelayMs, shouldSearchCompanies } from './CompanyAutocomplete.search';

export interface CompanyAutocompleteProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'value' | 'defaultValue' | 'onBlur' | 'required' | 'className' | 'autoComplete'
  > {
  /** Visible label. */
  label: ReactNode;
  /** Input name (the form field). */
  name?: string;
  /** The text typed or picked. */
  value: string;
  /** Called with the new text on every keystroke and when a suggestion is picked. */
  onValueChange: (value: string) => void;
  /**
   * Company names matching `text` (the app calls GET /search/org/name?keyWord=). Only called when the text is
   * longer than 1 character (SPEC §5), 250 ms after the last keystroke; a rejection shows no suggestions.
   */
  onSearch: (text: string) => Promise<string[]>;
  /** Called when the input loses focus (a form marks the field touched). */
  onBlur?: (event: FocusEvent) => void;
  /** Validation message shown under the input; marks it invalid. */
  error?: ReactNode;
  /** Help text under the input, linked by `aria-describedby`. */
  description?: ReactNode;
  /** Draws the required marker and marks the input required. @default false */
  required?: boolean;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<input>`, as the other DOM props (the ones the field sets itself win). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A company-name input with suggestions (WAI-ARIA combobox with a list popup): free text is always allowed,
 * arrows move through the suggestions, Enter picks one, Escape closes the list.
 *
 * **Accessibility:** An input with `role="combobox"` and a `listbox` of `option`s named 'Suggested companies';
 * arrows, Enter and Escape as above, and a `role=status` line announces the number of suggestions. The caller
 * provides `label` (the accessible name); `description` and `error` are linked by `aria-describedby`.
 *
 * **Data attributes:**
 * - field root: `data-state`: valid, invalid (as TextField)
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
