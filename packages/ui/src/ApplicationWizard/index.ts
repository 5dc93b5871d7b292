export { ApplicationSent } from './ApplicationSent';
export type { ApplicationWizardActor, ApplicationWizardFrameProps } from './ApplicationWizard';
export { ApplicationWizardFrame, useWizardCodeSender } from './ApplicationWizard';
export { applicationWizardMessages } from './ApplicationWizard.messages';
export type { PaperAwardAmountsValue } from './PaperAwardAmounts';
export { PaperAwardAmounts } from './PaperAwardAmounts';
