import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const meetingRegistrationFormMessages = defineMessages<
  Record<
    | 'formLabel'
    | 'name'
    | 'company'
    | 'email'
    | 'phone'
    | 'content'
    | 'submit'
    | 'failed'
    | 'succeededTitle'
    | 'registerAnother',
    NoMessageValues
  > & { intro: { meeting: string }; succeededDescription: { email: string; meeting: string } }
>({
  formLabel: {
    id: 'ui.MeetingRegistrationForm.formLabel',
    defaultMessage: 'Register your interest',
    description: 'Accessible name of the meeting registration form',
  },
  intro: {
    id: 'ui.MeetingRegistrationForm.intro',
    defaultMessage: 'Leave your details and our team will arrange a time to meet you at {meeting}.',
    description: 'Sentence above the fields; meeting = the meeting’s name',
  },
  name: { id: 'ui.MeetingRegistrationForm.name', defaultMessage: 'Full Name', description: 'Field label' },
  company: {
    id: 'ui.MeetingRegistrationForm.company',
    defaultMessage: 'Company',
    description: 'Field label',
  },
  email: { id: 'ui.MeetingRegistrationForm.email', defaultMessage: 'Email', description: 'Field label' },
  phone: { id: 'ui.MeetingRegistrationForm.phone', defaultMessage: 'Phone', description: 'Field label' },
  content: {
    id: 'ui.MeetingRegistrationForm.content',
    defaultMessage: 'What would you like to discuss? (optional)',
    description: 'Field label of the optional topic',
  },
  submit: {
    id: 'ui.MeetingRegistrationForm.submit',
    defaultMessage: 'Register',
    description: 'Submit button',
  },
  failed: {
    id: 'ui.MeetingRegistrationForm.failed',
    defaultMessage: 'Registration failed',
    description: 'Toast title when the server refused the registration',
  },
  succeededTitle: {
    id: 'ui.MeetingRegistrationForm.succeededTitle',
    defaultMessage: 'Thank you, your registration is received',
    description: 'Heading of the confirmation that replaces the form',
  },
  succeededDescription: {
    id: 'ui.MeetingRegistrationForm.succeededDescription',
    defaultMessage: 'We will contact you at {email} before {meeting} to arrange a time.',
    description: 'Confirmation text; email = the address given, meeting = the meeting’s name',
  },
  registerAnother: {
    id: 'ui.MeetingRegistrationForm.registerAnother',
    defaultMessage: 'Register a colleague',
    description: 'Button under the confirmation that shows the empty form again',
  },
});
