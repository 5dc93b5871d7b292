import { isImpactFactor, paperAward, paperAwardForm, paperAwardSteps } from '@storefront/validation';
import { createApplicationWizardMachine } from './applicationWizard';

/**
 * The paper award wizard (/reward, SPEC §3, §5, §9): applicant (with the ID card's two photos), lab, paper,
 * product, remittance, then the review with the amounts. The ID number, the bank account and the photos' ids
 * are kept for the tab only (session storage); the photos themselves never leave the upload.
 */
export const paperAwardWizard = {
  id: 'paperAward',
  form: paperAwardForm,
  steps: paperAwardSteps,
  scene: 'reward',
  award: (values: Readonly<Record<string, string>>) => {
    const impactFactor = values.influenceFactor ?? '';
    return isImpactFactor(impactFactor.trim()) ? paperAward([Number(impactFactor)]) : null;
  },
  sessionOnlyFields: ['idNumber', 'remittancesAccount', 'imageId1', 'imageId2'],
  unsavedFields: ['Verification'],
  idPhotoFields: { front: 'imageId1', back: 'imageId2' },
} as const;

export const paperAwardMachine = createApplicationWizardMachine(paperAwardWizard);
