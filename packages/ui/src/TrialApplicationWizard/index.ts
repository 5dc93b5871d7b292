export type { TrialApplicationWizardProps } from './TrialApplicationWizard';
export { TrialApplicationWizard } from './TrialApplicationWizard';
