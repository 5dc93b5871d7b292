import { defineMessages } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const distributorListMessages = defineMessages({
  email: { id: 'ui.DistributorList.email', defaultMessage: 'Email', description: 'Contact line label' },
  phone: { id: 'ui.DistributorList.phone', defaultMessage: 'Phone', description: 'Contact line label' },
  website: { id: 'ui.DistributorList.website', defaultMessage: 'Website', description: 'Contact line label' },
  address: { id: 'ui.DistributorList.address', defaultMessage: 'Address', description: 'Contact line label' },
  opensInNewTab: {
    id: 'ui.DistributorList.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Screen-reader hint after an external link',
  },
  emptyTitle: {
    id: 'ui.DistributorList.emptyTitle',
    defaultMessage: 'No distributor in this country or region yet',
    description: 'Empty distributor list title',
  },
  emptyDescription: {
    id: 'ui.DistributorList.emptyDescription',
    defaultMessage: 'Order directly from us: we ship worldwide and answer within 24 hours.',
    description: 'Empty distributor list advice (SPEC §1: contact within 24 hours)',
  },
});
