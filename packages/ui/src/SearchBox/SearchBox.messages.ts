import { defineMessages } from 'react-intl';

export const searchBoxMessages = defineMessages({
  label: {
    id: 'ui.SearchBox.label',
    defaultMessage: 'Search products, services and content',
    description: 'Accessible name of the search field',
  },
  placeholder: {
    id: 'ui.SearchBox.placeholder',
    defaultMessage: 'Catalog number, target or keyword',
    description: 'Placeholder of the search field',
  },
  submit: { id: 'ui.SearchBox.submit', defaultMessage: 'Search', description: 'Search button' },
  hotKeywords: {
    id: 'ui.SearchBox.hotKeywords',
    defaultMessage: 'Popular searches',
    description: 'Heading before the list of hot search keywords',
  },
});
