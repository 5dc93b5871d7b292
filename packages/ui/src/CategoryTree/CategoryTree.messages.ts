import { defineMessages } from 'react-intl';

export const categoryTreeMessages = defineMessages({
  label: {
    id: 'ui.CategoryTree.label',
    defaultMessage: 'Product categories',
    description: 'Accessible name of the product category navigation tree',
  },
});
