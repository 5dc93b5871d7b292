import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const facetListMessages = defineMessages<{
  label: NoMessageValues;
  selectedCount: { selected: number };
  valueCount: { count: number };
  valueUnit: { count: number };
  clear: NoMessageValues;
}>({
  label: {
    id: 'ui.FacetList.label',
    defaultMessage: 'Filters',
    description: 'Accessible name of the filters beside the search results',
  },
  selectedCount: {
    id: 'ui.FacetList.selectedCount',
    defaultMessage: '{selected, plural, one {(# selected)} other {(# selected)}}',
    description: 'After the Filters button on small screens: how many filters are chosen',
  },
  valueCount: {
    id: 'ui.FacetList.valueCount',
    defaultMessage: '{count, number}',
    description: 'Number of results with a filter value',
  },
  valueUnit: {
    id: 'ui.FacetList.valueUnit',
    defaultMessage: '{count, plural, one { result} other { results}}',
    description:
      'Heard, not shown, after the number of a filter value ("Mouse 1 result"); starts with a space',
  },
  clear: {
    id: 'ui.FacetList.clear',
    defaultMessage: 'All',
    description: 'Link that removes the filter of a group',
  },
});
