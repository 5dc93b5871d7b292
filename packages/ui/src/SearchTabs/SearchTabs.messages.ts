import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const searchTabsMessages = defineMessages<{
  label: NoMessageValues;
  product: NoMessageValues;
  service: NoMessageValues;
  content: NoMessageValues;
  count: { count: number };
}>({
  label: {
    id: 'ui.SearchTabs.label',
    defaultMessage: 'Kinds of results',
    description: 'Accessible name of the tabs product, service and content of the search',
  },
  product: { id: 'ui.SearchTabs.product', defaultMessage: 'Products', description: 'Search tab' },
  service: { id: 'ui.SearchTabs.service', defaultMessage: 'Services', description: 'Search tab' },
  content: {
    id: 'ui.SearchTabs.content',
    defaultMessage: 'Content',
    description: 'Search tab: news, activities and citations',
  },
  count: {
    id: 'ui.SearchTabs.count',
    defaultMessage: '{count, number}',
    description: 'Number of results in a search tab',
  },
});
