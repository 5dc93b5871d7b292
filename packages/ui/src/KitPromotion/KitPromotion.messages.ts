import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const kitPromotionMessages = defineMessages<{
  catalogNumber: { catalogNumber: string };
  title: NoMessageValues;
  description: NoMessageValues;
  factWorkflow: { hours: string };
  factRecovery: { percent: string };
  factsLabel: NoMessageValues;
  link: { catalogNumber: string };
}>({
  catalogNumber: {
    id: 'ui.KitPromotion.catalogNumber',
    defaultMessage: 'Cat. No. {catalogNumber}',
    description: 'Catalogue number of the promoted kit',
  },
  title: {
    id: 'ui.KitPromotion.title',
    defaultMessage: 'mRNA Cap Detection Kit',
    description: 'Name of the RNase H cap analysis kit (CD002)',
  },
  description: {
    id: 'ui.KitPromotion.description',
    defaultMessage:
      'Measure the capping rate of your mRNA: a chimeric probe guides RNase H to release the 5′ end for LC-MS. The toolbox designs the probe, the reaction and the masses to look for.',
    description: 'What the kit does',
  },
  factWorkflow: {
    id: 'ui.KitPromotion.factWorkflow',
    defaultMessage: '{hours}-hour workflow',
    description: 'Kit fact (SPEC §9); {hours} is formatted',
  },
  factRecovery: {
    id: 'ui.KitPromotion.factRecovery',
    defaultMessage: 'Recovery above {percent}',
    description: 'Kit fact (SPEC §9); {percent} is a formatted percentage',
  },
  factsLabel: {
    id: 'ui.KitPromotion.factsLabel',
    defaultMessage: 'Kit highlights',
    description: 'Accessible name of the list of kit facts',
  },
  link: {
    id: 'ui.KitPromotion.link',
    defaultMessage: 'View the {catalogNumber} kit',
    description: 'Link to the kit product page',
  },
});
