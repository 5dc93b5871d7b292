export type { WizardStep, WizardStepsProps } from './WizardSteps';
export { WizardSteps } from './WizardSteps';
