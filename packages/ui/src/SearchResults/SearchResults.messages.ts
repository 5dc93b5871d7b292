import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const searchResultsMessages = defineMessages<{
  resultCount: { total: number };
  listLabel: NoMessageValues;
  sortLabel: NoMessageValues;
  sortRelevance: NoMessageValues;
  sortNewest: NoMessageValues;
  sortName: NoMessageValues;
  emptyTitle: NoMessageValues;
}>({
  resultCount: {
    id: 'ui.SearchResults.resultCount',
    defaultMessage: '{total, plural, one {# result} other {# results}}',
    description: 'Number of results of the search in this tab (all pages)',
  },
  listLabel: {
    id: 'ui.SearchResults.listLabel',
    defaultMessage: 'Search results',
    description: 'Accessible name of the list of results',
  },
  sortLabel: {
    id: 'ui.SearchResults.sortLabel',
    defaultMessage: 'Sort by',
    description: 'Label of the sort links',
  },
  sortRelevance: {
    id: 'ui.SearchResults.sortRelevance',
    defaultMessage: 'Best match',
    description: 'Sort option: catalog numbers first, then targets and names, then the rest',
  },
  sortNewest: {
    id: 'ui.SearchResults.sortNewest',
    defaultMessage: 'Newest',
    description: 'Sort option: newest first',
  },
  sortName: {
    id: 'ui.SearchResults.sortName',
    defaultMessage: 'Name (A–Z)',
    description: 'Sort option: by name',
  },
  emptyTitle: {
    id: 'ui.SearchResults.emptyTitle',
    defaultMessage: 'No search results',
    description: 'Title of the empty list when the app gives no empty state of its own',
  },
});
