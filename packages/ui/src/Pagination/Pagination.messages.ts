import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The type argument states each message's placeholders so that formatMessage checks its values.
 * @internal Not part of the public API (stripped from the declarations).
 */
export const paginationMessages = defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
}>({
  label: {
    id: 'ui.Pagination.label',
    defaultMessage: 'Pagination',
    description: 'Accessible name of the pagination navigation landmark',
  },
  previous: {
    id: 'ui.Pagination.previous',
    defaultMessage: 'Previous',
    description: 'Link or button to the previous page of results',
  },
  next: {
    id: 'ui.Pagination.next',
    defaultMessage: 'Next',
    description: 'Link or button to the next page of results',
  },
  page: {
    id: 'ui.Pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Accessible name of a numbered page link',
  },
});
