import { defineMessages } from 'react-intl';

export const companyAutocompleteMessages = defineMessages({
  suggestions: {
    id: 'ui.CompanyAutocomplete.suggestions',
    defaultMessage: 'Suggested companies',
    description: 'Accessible name of the suggestion list',
  },
});
