import { trialApplicationForm, trialApplicationSteps } from '@storefront/validation';
import { createApplicationWizardMachine } from './applicationWizard';

/** The free trial sample wizard (/apply, SPEC §3, §5): the product, then the applicant, then the review. */
export const trialApplicationWizard = {
  id: 'trialApplication',
  form: trialApplicationForm,
  steps: trialApplicationSteps,
  scene: 'trial',
  award: () => null,
  // Nothing of the trial is sensitive beyond what the account already holds.
  sessionOnlyFields: [],
  unsavedFields: ['Verification'],
} as const;

export const trialApplicationMachine = createApplicationWizardMachine(trialApplicationWizard);
