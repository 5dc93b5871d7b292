export type { EnquiryDialogProps } from './EnquiryDialog';
export { EnquiryDialog } from './EnquiryDialog';
