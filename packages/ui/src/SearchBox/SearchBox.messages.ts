import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const searchBoxMessages = defineMessages<
  Record<
    | 'label'
    | 'placeholder'
    | 'submit'
    | 'hotKeywords'
    | 'suggestions'
    | 'kindCatalogNumber'
    | 'kindTarget'
    | 'kindProduct',
    NoMessageValues
  > & { suggestionCount: { count: number } }
>({
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

  suggestions: {
    id: 'ui.SearchBox.suggestions',
    defaultMessage: 'Suggestions',
    description: 'Accessible name of the list of suggestions under the search field',
  },
  suggestionCount: {
    id: 'ui.SearchBox.suggestionCount',
    defaultMessage:
      '{count, plural, one {# suggestion, use the up and down arrows to choose} other {# suggestions, use the up and down arrows to choose}}',
    description: 'Announced to screen readers when suggestions appear',
  },
  kindCatalogNumber: {
    id: 'ui.SearchBox.kindCatalogNumber',
    defaultMessage: 'Catalog number',
    description: 'Kind of a suggestion: a product catalog number',
  },
  kindTarget: {
    id: 'ui.SearchBox.kindTarget',
    defaultMessage: 'Target',
    description: 'Kind of a suggestion: a target (gene, protein)',
  },
  kindProduct: {
    id: 'ui.SearchBox.kindProduct',
    defaultMessage: 'Product',
    description: 'Kind of a suggestion: a product name',
  },
});
