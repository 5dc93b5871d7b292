import { defineMessages } from 'react-intl';

export const completeInfoFormMessages = defineMessages({
  formLabel: {
    id: 'ui.CompleteInfoForm.formLabel',
    defaultMessage: 'Complete your information',
    description: 'Accessible name of the first-login completion form',
  },
  intro: {
    id: 'ui.CompleteInfoForm.intro',
    defaultMessage: 'Bind a mainland China mobile number to finish setting up your account.',
    description: 'Why the form is shown on the first login',
  },
  introVerified: {
    id: 'ui.CompleteInfoForm.introVerified',
    defaultMessage: 'Complete your details to finish setting up your account.',
    description: 'Why the form is shown, when the phone is already verified by the SMS login',
  },
  phoneVerified: {
    id: 'ui.CompleteInfoForm.phoneVerified',
    defaultMessage: 'Verified by the SMS code you logged in with',
    description: 'Description of the read-only phone field when the phone is already verified',
  },
  phone: {
    id: 'ui.CompleteInfoForm.phone',
    defaultMessage: 'Mobile number (mainland China)',
    description: 'Field label',
  },
  name: { id: 'ui.CompleteInfoForm.name', defaultMessage: 'Full Name', description: 'Field label' },
  company: {
    id: 'ui.CompleteInfoForm.company',
    defaultMessage: 'Institute/Company',
    description: 'Field label',
  },
  department: {
    id: 'ui.CompleteInfoForm.department',
    defaultMessage: 'Lab/Department',
    description: 'Field label',
  },
  area: { id: 'ui.CompleteInfoForm.area', defaultMessage: 'Area', description: 'Field label' },
  areaPlaceholder: {
    id: 'ui.CompleteInfoForm.areaPlaceholder',
    defaultMessage: 'Select your area',
    description: 'Empty first option of the area list',
  },
  submit: { id: 'ui.CompleteInfoForm.submit', defaultMessage: 'Save', description: 'Submit button' },
  succeeded: {
    id: 'ui.CompleteInfoForm.succeeded',
    defaultMessage: 'Your information was saved',
    description: 'Shown after the completion was saved',
  },
  failed: {
    id: 'ui.CompleteInfoForm.failed',
    defaultMessage: 'Your information could not be saved, please try again later',
    description: 'When saving failed and the server gave no message',
  },
});
