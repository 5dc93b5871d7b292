import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Typed placeholders so formatMessage checks its values. */
export const siteHeaderMessages = defineMessages<{
  contact: NoMessageValues;
  phone: { number: string };
  topBar: NoMessageValues;
}>({
  contact: {
    id: 'ui.SiteHeader.contact',
    defaultMessage: 'Contact us',
    description: 'Link to the contact page in the top bar',
  },
  phone: {
    id: 'ui.SiteHeader.phone',
    defaultMessage: 'Call {number}',
    description: 'Accessible name of the phone link in the top bar',
  },
  topBar: {
    id: 'ui.SiteHeader.topBar',
    defaultMessage: 'Account and contact',
    description: 'Accessible name of the utility row above the main navigation',
  },
});
