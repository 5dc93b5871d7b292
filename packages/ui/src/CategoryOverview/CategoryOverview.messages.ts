import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const categoryOverviewMessages = defineMessages<{
  viewAll: { name: string };
  subCategories: { name: string };
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
}>({
  viewAll: {
    id: 'ui.CategoryOverview.viewAll',
    defaultMessage: 'All {name}',
    description: 'Link to every product of a product family; {name} is the family',
  },
  subCategories: {
    id: 'ui.CategoryOverview.subCategories',
    defaultMessage: 'Sub-categories of {name}',
    description: 'Accessible name of the list of a family’s sub-categories',
  },
  emptyTitle: {
    id: 'ui.CategoryOverview.emptyTitle',
    defaultMessage: 'The catalogue is being updated',
    description: 'Shown when no category is visible',
  },
  emptyDescription: {
    id: 'ui.CategoryOverview.emptyDescription',
    defaultMessage: 'Search for a catalog number or target, or send us an enquiry.',
    description: 'Advice when no category is visible',
  },
});
