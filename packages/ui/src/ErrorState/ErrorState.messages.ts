import { defineMessages } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const errorStateMessages = defineMessages({
  title: {
    id: 'ui.ErrorState.title',
    defaultMessage: 'This content could not be loaded',
    description: 'Default title when a block of a page failed to load',
  },
  description: {
    id: 'ui.ErrorState.description',
    defaultMessage: 'Please check your connection and try again.',
    description: 'Default advice when a block of a page failed to load',
  },
  retry: {
    id: 'ui.ErrorState.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the failed content again',
  },
});
