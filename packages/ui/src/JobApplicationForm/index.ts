export type { JobApplication, JobApplicationFormProps } from './JobApplicationForm';
export { JobApplicationForm } from './JobApplicationForm';
