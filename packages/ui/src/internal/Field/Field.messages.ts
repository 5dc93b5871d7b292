import { defineMessages } from 'react-intl';

export const fieldMessages = defineMessages({
  errorSummary: {
    id: 'ui.Field.errorSummary',
    defaultMessage: '{count, plural, one {# field needs} other {# fields need}} your attention',
    description: 'Announced (politely) after a submit attempt while fields show errors',
  },
  requiredHint: {
    id: 'ui.Field.requiredHint',
    defaultMessage: 'Fields marked * are required',
    description: 'Line above a form explaining the required marker',
  },
});
