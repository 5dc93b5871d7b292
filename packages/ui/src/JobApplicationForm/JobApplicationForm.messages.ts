import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const jobApplicationFormMessages = defineMessages<
  Record<
    | 'formLabel'
    | 'intro'
    | 'name'
    | 'email'
    | 'phone'
    | 'jobId'
    | 'jobPlaceholder'
    | 'cv'
    | 'submit'
    | 'succeeded'
    | 'failed',
    NoMessageValues
  > & { cvHint: { max: number } }
>({
  formLabel: {
    id: 'ui.JobApplicationForm.formLabel',
    defaultMessage: 'Job application',
    description: 'Accessible name of the application form',
  },
  intro: {
    id: 'ui.JobApplicationForm.intro',
    defaultMessage: 'Leave your details and your CV; our HR team replies within two weeks.',
    description: 'Sentence above the fields',
  },
  name: { id: 'ui.JobApplicationForm.name', defaultMessage: 'Full Name', description: 'Field label' },
  email: { id: 'ui.JobApplicationForm.email', defaultMessage: 'E-mail', description: 'Field label' },
  phone: { id: 'ui.JobApplicationForm.phone', defaultMessage: 'Phone Number', description: 'Field label' },
  jobId: { id: 'ui.JobApplicationForm.jobId', defaultMessage: 'Position', description: 'Field label' },
  jobPlaceholder: {
    id: 'ui.JobApplicationForm.jobPlaceholder',
    defaultMessage: 'Choose a position',
    description: 'Empty first option of the position list',
  },
  cv: { id: 'ui.JobApplicationForm.cv', defaultMessage: 'CV', description: 'Field label of the file' },
  cvHint: {
    id: 'ui.JobApplicationForm.cvHint',
    defaultMessage: 'PDF or Word (.pdf, .doc, .docx), at most {max} MB',
    description: 'Help text of the CV field',
  },
  submit: { id: 'ui.JobApplicationForm.submit', defaultMessage: 'Apply' },
  succeeded: {
    id: 'ui.JobApplicationForm.succeeded',
    defaultMessage: 'Application sent: a confirmation is on its way to your mailbox',
  },
  failed: { id: 'ui.JobApplicationForm.failed', defaultMessage: 'Submitted Failure' },
});
