export { ApplicationSent } from './ApplicationSent';
export type {
  ApplicationWizardActor,
  ApplicationWizardFrameProps,
  ApplicationWizardIntent,
  ApplicationWizardServerStep,
} from './ApplicationWizard';
export {
  ApplicationWizardFrame,
  useWizardCodeSender,
  WIZARD_INTENT_FIELD,
  WIZARD_STEP_FIELD,
} from './ApplicationWizard';
export { applicationWizardMessages } from './ApplicationWizard.messages';
export type { PaperAwardAmountsValue } from './PaperAwardAmounts';
export { PaperAwardAmounts } from './PaperAwardAmounts';
