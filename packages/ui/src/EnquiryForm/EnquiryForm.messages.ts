import { defineMessages } from 'react-intl';

export const enquiryFormMessages = defineMessages({
  formLabel: {
    id: 'ui.EnquiryForm.formLabel',
    defaultMessage: 'Enquiry',
    description: 'Accessible name of the enquiry / quote form',
  },
  product: {
    id: 'ui.EnquiryForm.product',
    defaultMessage: 'Product',
    description: 'Label of the read-only line naming the product the enquiry is about',
  },
  name: { id: 'ui.EnquiryForm.name', defaultMessage: 'Full Name', description: 'Field label' },
  company: { id: 'ui.EnquiryForm.company', defaultMessage: 'Company', description: 'Field label' },
  department: { id: 'ui.EnquiryForm.department', defaultMessage: 'Department', description: 'Field label' },
  industryName: { id: 'ui.EnquiryForm.industryName', defaultMessage: 'Industry', description: 'Field label' },
  areaName: { id: 'ui.EnquiryForm.areaName', defaultMessage: 'Country / Region', description: 'Field label' },
  selectPlaceholder: {
    id: 'ui.EnquiryForm.selectPlaceholder',
    defaultMessage: 'Please select',
    description: 'Empty first option of the industry and area lists',
  },
  phone: { id: 'ui.EnquiryForm.phone', defaultMessage: 'Phone Number', description: 'Field label' },
  email: { id: 'ui.EnquiryForm.email', defaultMessage: 'Email', description: 'Field label' },
  otherTreeName: {
    id: 'ui.EnquiryForm.otherTreeName',
    defaultMessage: 'Product Category',
    description: 'Label of the optional product category field',
  },
  content: {
    id: 'ui.EnquiryForm.content',
    defaultMessage: 'Requirements',
    description: 'Label of the enquiry text (sizes, quantity, questions)',
  },
  submit: { id: 'ui.EnquiryForm.submit', defaultMessage: 'Submit', description: 'Submit button' },
  succeeded: {
    id: 'ui.EnquiryForm.succeeded',
    defaultMessage: 'Submitted Successfully',
    description: 'Toast after an enquiry was sent (SPEC §8)',
  },
  failed: {
    id: 'ui.EnquiryForm.failed',
    defaultMessage: 'Submitted Failure',
    description: 'Toast title when an enquiry was refused (SPEC §8); the server message follows',
  },
});
