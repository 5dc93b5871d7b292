import { defineMessages } from 'react-intl';

export const breadcrumbsMessages = defineMessages({
  label: {
    id: 'ui.Breadcrumbs.label',
    defaultMessage: 'Breadcrumb',
    description: 'Accessible name of the breadcrumb navigation landmark',
  },
});
