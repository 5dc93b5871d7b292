export type { PaperAwardWizardProps } from './PaperAwardWizard';
export { PaperAwardWizard } from './PaperAwardWizard';
