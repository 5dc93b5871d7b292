import { defineMessages, type NoMessageValues, type PrimitiveType } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const coaRequestFormMessages = defineMessages<
  Record<
    | 'formLabel'
    | 'intro'
    | 'name'
    | 'catalogNumbers'
    | 'catalogNumbersHint'
    | 'lotNumber'
    | 'lotNumberHint'
    | 'dept'
    | 'areaId'
    | 'areaPlaceholder'
    | 'industryId'
    | 'industryPlaceholder'
    | 'email'
    | 'phone'
    | 'idea'
    | 'submit'
    | 'failed'
    | 'resultTitle'
    | 'notFoundTitle'
    | 'again',
    NoMessageValues
  > & {
    document: { catalogNumber: PrimitiveType; lot: PrimitiveType };
    emailed: { email: PrimitiveType };
    reference: { reference: PrimitiveType };
  }
>({
  formLabel: { id: 'ui.CoaRequestForm.formLabel', defaultMessage: 'Request a certificate of analysis' },
  intro: {
    id: 'ui.CoaRequestForm.intro',
    defaultMessage:
      'Enter the catalog and lot numbers printed on the vial; separate several with semicolons.',
  },
  name: { id: 'ui.CoaRequestForm.name', defaultMessage: 'Full Name' },
  catalogNumbers: { id: 'ui.CoaRequestForm.catalogNumbers', defaultMessage: 'Cat.No.' },
  catalogNumbersHint: { id: 'ui.CoaRequestForm.catalogNumbersHint', defaultMessage: 'e.g. IL6-H4218;CD002' },
  lotNumber: { id: 'ui.CoaRequestForm.lotNumber', defaultMessage: 'Lot number' },
  lotNumberHint: {
    id: 'ui.CoaRequestForm.lotNumberHint',
    defaultMessage: 'In the order of the catalog numbers, or one lot number for all',
  },
  dept: { id: 'ui.CoaRequestForm.dept', defaultMessage: 'Unit' },
  areaId: { id: 'ui.CoaRequestForm.areaId', defaultMessage: 'Area' },
  areaPlaceholder: { id: 'ui.CoaRequestForm.areaPlaceholder', defaultMessage: 'Select your area' },
  industryId: { id: 'ui.CoaRequestForm.industryId', defaultMessage: 'Industry' },
  industryPlaceholder: {
    id: 'ui.CoaRequestForm.industryPlaceholder',
    defaultMessage: 'Select your industry',
  },
  email: { id: 'ui.CoaRequestForm.email', defaultMessage: 'E-mail (the COAs are sent to it)' },
  phone: { id: 'ui.CoaRequestForm.phone', defaultMessage: 'Phone Number' },
  idea: { id: 'ui.CoaRequestForm.idea', defaultMessage: 'Comments' },
  submit: { id: 'ui.CoaRequestForm.submit', defaultMessage: 'Get the COA' },
  failed: { id: 'ui.CoaRequestForm.failed', defaultMessage: 'The request could not be sent' },
  resultTitle: { id: 'ui.CoaRequestForm.resultTitle', defaultMessage: 'Your certificates of analysis' },
  notFoundTitle: { id: 'ui.CoaRequestForm.notFoundTitle', defaultMessage: 'Not found' },
  again: { id: 'ui.CoaRequestForm.again', defaultMessage: 'Request more' },
  document: { id: 'ui.CoaRequestForm.document', defaultMessage: 'COA {catalogNumber}, lot {lot} (PDF)' },
  emailed: { id: 'ui.CoaRequestForm.emailed', defaultMessage: 'We also sent them to {email}.' },
  reference: {
    id: 'ui.CoaRequestForm.reference',
    defaultMessage: 'Your request reference: {reference}.',
    description: 'After sending: the reference of the COA request (also in the e-mails)',
  },
});
