import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const citationListMessages = defineMessages<{
  listLabel: NoMessageValues;
  impactFactor: { value: string };
  doi: NoMessageValues;
  opensInNewTab: NoMessageValues;
  productUsed: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
}>({
  listLabel: {
    id: 'ui.CitationList.listLabel',
    defaultMessage: 'Publications',
    description: 'Accessible name of the list of citations',
  },
  impactFactor: {
    id: 'ui.CitationList.impactFactor',
    defaultMessage: 'IF {value}',
    description: 'Journal impact factor; {value} is a formatted number',
  },
  doi: { id: 'ui.CitationList.doi', defaultMessage: 'DOI', description: 'Label before the DOI link' },
  opensInNewTab: {
    id: 'ui.CitationList.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Screen-reader hint after an external link',
  },
  productUsed: {
    id: 'ui.CitationList.productUsed',
    defaultMessage: 'Product used',
    description: 'Label before the cited product',
  },
  emptyTitle: {
    id: 'ui.CitationList.emptyTitle',
    defaultMessage: 'No publications yet',
    description: 'Empty citation list title',
  },
  emptyDescription: {
    id: 'ui.CitationList.emptyDescription',
    defaultMessage:
      'Published with our proteins? Tell us through the paper award and we will list your work.',
    description: 'Empty citation list advice (SPEC: /reward paper award)',
  },
});
