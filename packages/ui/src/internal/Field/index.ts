export type { FieldProps, FieldState } from './Field';
export { Field, fieldControlClass, fieldGridClass, hasFieldError, useField } from './Field';
export type { FormFrameProps } from './FormFrame';
export { FormFrame, formCellClasses } from './FormFrame';
export type { FormComponent, FormComponentProps, PostedForm, ServerFormProps } from './postedForm';
export { HONEYPOT_FIELD } from './postedForm';
export type { FormFieldValues, FormStatus, FormSubmitFailure, ValidatedForm } from './useValidatedForm';
export { FormSubmitError, readSubmitFailure, siteLocaleOf, useValidatedForm } from './useValidatedForm';
