export type { CompleteInfoFormProps, UserCompletion } from './CompleteInfoForm';
export { CompleteInfoForm } from './CompleteInfoForm';
