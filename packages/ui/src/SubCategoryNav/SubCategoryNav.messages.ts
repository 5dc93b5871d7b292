import { defineMessages } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const subCategoryNavMessages = defineMessages({
  label: {
    id: 'ui.SubCategoryNav.label',
    defaultMessage: 'Sub-categories',
    description: 'Accessible name of the sub-category navigation on a category page',
  },
  all: {
    id: 'ui.SubCategoryNav.all',
    defaultMessage: 'All',
    description: 'Chip that shows every product of the parent category',
  },
});
