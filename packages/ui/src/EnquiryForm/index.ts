export type { Enquiry, EnquiryFormProps, EnquiryProduct } from './EnquiryForm';
export { EnquiryForm } from './EnquiryForm';
