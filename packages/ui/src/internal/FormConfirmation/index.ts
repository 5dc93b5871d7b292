export { FormConfirmation, type FormConfirmationProps, formConfirmationText } from './FormConfirmation';
