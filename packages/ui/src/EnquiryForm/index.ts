export type { Enquiry, EnquiryFormOwnProps, EnquiryFormProps, EnquiryProduct } from './EnquiryForm';
export { EnquiryForm } from './EnquiryForm';
