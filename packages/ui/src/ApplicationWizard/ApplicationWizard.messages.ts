import { defineMessages } from 'react-intl';

/** The words both application wizards share: buttons, the review, the outcome, the amounts. */
export const applicationWizardMessages = defineMessages({
  stepsLabel: {
    id: 'ui.ApplicationWizard.stepsLabel',
    defaultMessage: 'Application steps',
    description: 'Accessible name of the list of wizard steps',
  },
  back: { id: 'ui.ApplicationWizard.back', defaultMessage: 'Back', description: 'Button: previous step' },
  next: { id: 'ui.ApplicationWizard.next', defaultMessage: 'Next', description: 'Button: next step' },
  submit: {
    id: 'ui.ApplicationWizard.submit',
    defaultMessage: 'Submit application',
    description: 'Button on the review step: sends the application',
  },
  restoring: {
    id: 'ui.ApplicationWizard.restoring',
    defaultMessage: 'Loading your saved answers…',
    description: 'Status while the wizard restores a draft',
  },
  reviewIntro: {
    id: 'ui.ApplicationWizard.reviewIntro',
    defaultMessage: 'Please check your answers before submitting. Use Back to change them.',
    description: 'Intro of the review step',
  },
  submitFailed: {
    id: 'ui.ApplicationWizard.submitFailed',
    defaultMessage: 'The application could not be sent. Please try again.',
    description: 'Shown when sending failed without a message from the server',
  },
  draftFailed: {
    id: 'ui.ApplicationWizard.draftFailed',
    defaultMessage: 'Your saved answers could not be restored; please fill the form in again.',
    description: 'Shown when the draft could not be loaded',
  },
  sendCodeFailed: {
    id: 'ui.ApplicationWizard.sendCodeFailed',
    defaultMessage: 'The code could not be sent. Please try again later.',
    description: 'Shown under the code field when sending a code failed without a server message',
  },
  dismiss: {
    id: 'ui.ApplicationWizard.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button: hide the error',
  },
  photoUploaded: {
    id: 'ui.ApplicationWizard.photoUploaded',
    defaultMessage: 'Uploaded',
    description: 'Review: the value shown for an uploaded ID card photo',
  },
  sentTitle: {
    id: 'ui.ApplicationWizard.sentTitle',
    defaultMessage: 'Application received',
    description: 'Heading once the application was sent',
  },
  reference: {
    id: 'ui.ApplicationWizard.reference',
    defaultMessage: 'Your reference: {reference}. You can follow the application in your personal center.',
    description: 'After sending: the application reference',
  },
  amountsTitle: {
    id: 'ui.ApplicationWizard.amountsTitle',
    defaultMessage: 'Your award',
    description: 'Heading of the award amounts',
  },
  gross: {
    id: 'ui.ApplicationWizard.gross',
    defaultMessage: 'Award before tax',
    description: 'Award amount label',
  },
  tax: {
    id: 'ui.ApplicationWizard.tax',
    defaultMessage: 'Tax withheld (20 %)',
    description: 'Award amount label',
  },
  net: { id: 'ui.ApplicationWizard.net', defaultMessage: 'Paid to you', description: 'Award amount label' },
  noAmounts: {
    id: 'ui.ApplicationWizard.noAmounts',
    defaultMessage: 'The award is worked out from a valid impact factor.',
    description: 'Review: no amounts while the impact factor is invalid',
  },
});
