export type { ProcessStepsProps } from './ProcessSteps';
export { ProcessSteps } from './ProcessSteps';
