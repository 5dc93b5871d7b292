import { defineMessages } from 'react-intl';

export const suggestionInputMessages = defineMessages({
  count: {
    id: 'ui.SuggestionInput.count',
    defaultMessage: '{count, plural, one {# suggestion} other {# suggestions}}',
    description: 'Announced when suggestions arrive',
  },
});
