import { defineMessages } from 'react-intl';

export const leaveMessageFormMessages = defineMessages({
  formLabel: {
    id: 'ui.LeaveMessageForm.formLabel',
    defaultMessage: 'Online message',
    description: 'Accessible name of the footer online-message form',
  },
  name: { id: 'ui.LeaveMessageForm.name', defaultMessage: 'Full Name', description: 'Field label' },
  company: { id: 'ui.LeaveMessageForm.company', defaultMessage: 'Company', description: 'Field label' },
  department: {
    id: 'ui.LeaveMessageForm.department',
    defaultMessage: 'Department',
    description: 'Field label',
  },
  province: {
    id: 'ui.LeaveMessageForm.province',
    defaultMessage: 'Province',
    description: 'Label of the address field when it is a list of provinces',
  },
  provincePlaceholder: {
    id: 'ui.LeaveMessageForm.provincePlaceholder',
    defaultMessage: 'Select your province',
    description: 'Empty first option of the province list',
  },
  address: {
    id: 'ui.LeaveMessageForm.address',
    defaultMessage: 'Address',
    description: 'Label of the address field when it is free text',
  },
  phone: { id: 'ui.LeaveMessageForm.phone', defaultMessage: 'Phone Number', description: 'Field label' },
  email: { id: 'ui.LeaveMessageForm.email', defaultMessage: 'Email', description: 'Field label' },
  content: { id: 'ui.LeaveMessageForm.content', defaultMessage: 'Message', description: 'Field label' },
  privacy: {
    id: 'ui.LeaveMessageForm.privacy',
    defaultMessage: 'I have read and agree to the <link>privacy policy</link>',
    description: 'Label of the consent checkbox; <link> wraps the link to the privacy policy',
  },
  submit: { id: 'ui.LeaveMessageForm.submit', defaultMessage: 'Submit', description: 'Submit button' },
  succeededTitle: {
    id: 'ui.LeaveMessageForm.succeededTitle',
    defaultMessage: 'Message Succeeded',
    description: 'Title of the confirmation box after a message was sent (SPEC §4)',
  },
  succeededDescription: {
    id: 'ui.LeaveMessageForm.succeededDescription',
    defaultMessage: 'we will contact you as soon as possible',
    description: 'Text of the confirmation box after a message was sent (SPEC §4)',
  },
  failed: {
    id: 'ui.LeaveMessageForm.failed',
    defaultMessage: 'Your message could not be sent, please try again later',
    description: 'Toast when sending failed and the server gave no message',
  },
});
