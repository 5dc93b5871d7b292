import { defineMessages } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const resourceTabsMessages = defineMessages({
  label: {
    id: 'ui.ResourceTabs.label',
    defaultMessage: 'Resource types',
    description: 'Accessible name of the type switch of the resources page',
  },
  manual: {
    id: 'ui.ResourceTabs.manual',
    defaultMessage: 'Manuals & datasheets',
    description: 'Resource tab: product manuals and datasheets',
  },
  coa: {
    id: 'ui.ResourceTabs.coa',
    defaultMessage: 'COA',
    description: 'Resource tab: certificates of analysis',
  },
  brochure: { id: 'ui.ResourceTabs.brochure', defaultMessage: 'Brochures', description: 'Resource tab' },
  note: {
    id: 'ui.ResourceTabs.note',
    defaultMessage: 'Application & technical notes',
    description: 'Resource tab',
  },
  sds: { id: 'ui.ResourceTabs.sds', defaultMessage: 'Safety data sheets', description: 'Resource tab' },
  poster: { id: 'ui.ResourceTabs.poster', defaultMessage: 'Posters', description: 'Resource tab' },
});
