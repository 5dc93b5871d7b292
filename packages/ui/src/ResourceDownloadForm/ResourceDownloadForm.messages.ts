import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const resourceDownloadFormMessages = defineMessages<
  Record<
    | 'formLabel'
    | 'name'
    | 'email'
    | 'phone'
    | 'province'
    | 'unit'
    | 'department'
    | 'submit'
    | 'failed'
    | 'succeededTitle'
    | 'readyTitle'
    | 'registerOffer'
    | 'register',
    NoMessageValues
  > & { intro: { title: string }; fileLink: { title: string } }
>({
  formLabel: {
    id: 'ui.ResourceDownloadForm.formLabel',
    defaultMessage: 'Download form',
    description: 'Accessible name of the resource download form',
  },
  intro: {
    id: 'ui.ResourceDownloadForm.intro',
    defaultMessage:
      'Please tell us who you are before downloading “{title}”. You fill this in once: later downloads start at once.',
    description: 'Sentence above the fields; title = the resource’s title',
  },
  name: { id: 'ui.ResourceDownloadForm.name', defaultMessage: 'Full Name', description: 'Field label' },
  email: { id: 'ui.ResourceDownloadForm.email', defaultMessage: 'Email', description: 'Field label' },
  phone: { id: 'ui.ResourceDownloadForm.phone', defaultMessage: 'Phone', description: 'Field label' },
  province: {
    id: 'ui.ResourceDownloadForm.province',
    defaultMessage: 'Province or region',
    description: 'Field label',
  },
  unit: {
    id: 'ui.ResourceDownloadForm.unit',
    defaultMessage: 'Institute/Company',
    description: 'Field label: the university, institute or company',
  },
  department: {
    id: 'ui.ResourceDownloadForm.department',
    defaultMessage: 'Lab/Department',
    description: 'Field label',
  },
  submit: {
    id: 'ui.ResourceDownloadForm.submit',
    defaultMessage: 'Download',
    description: 'Submit button: sends the form and downloads the file',
  },
  failed: {
    id: 'ui.ResourceDownloadForm.failed',
    defaultMessage: 'The download could not start',
    description: 'Toast title when the server refused the form',
  },
  succeededTitle: {
    id: 'ui.ResourceDownloadForm.succeededTitle',
    defaultMessage: 'Your download has started',
    description: 'Heading of the confirmation that replaces the form',
  },
  readyTitle: {
    id: 'ui.ResourceDownloadForm.readyTitle',
    defaultMessage: 'Your file is ready',
    description:
      'Heading of the confirmation after the form was sent without JavaScript; the file link follows',
  },
  fileLink: {
    id: 'ui.ResourceDownloadForm.fileLink',
    defaultMessage: 'Download “{title}”',
    description: 'Link to the file in the confirmation sent without JavaScript; title = the resource’s title',
  },
  registerOffer: {
    id: 'ui.ResourceDownloadForm.registerOffer',
    defaultMessage: 'Register with these details to order proteins, follow your enquiries and download COAs.',
    description: 'Offer under the confirmation; the registration form is prefilled with the details given',
  },
  register: {
    id: 'ui.ResourceDownloadForm.register',
    defaultMessage: 'Register now',
    description: 'Link to the prefilled registration page',
  },
});
