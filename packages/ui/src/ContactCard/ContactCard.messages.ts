import { defineMessages } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const contactCardMessages = defineMessages({
  phone: { id: 'ui.ContactCard.phone', defaultMessage: 'Phone', description: 'Contact line label' },
  email: { id: 'ui.ContactCard.email', defaultMessage: 'Email', description: 'Contact line label' },
  address: { id: 'ui.ContactCard.address', defaultMessage: 'Address', description: 'Contact line label' },
  hours: { id: 'ui.ContactCard.hours', defaultMessage: 'Opening hours', description: 'Contact line label' },
});
