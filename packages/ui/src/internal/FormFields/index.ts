export { emailWithCodeFields, newPasswordFields } from './accountFields';
export type { BasicFormFieldItem, BasicFormFieldsProps, FormFieldsBinding } from './BasicFormFields';
export { BasicFormFields, contactField } from './BasicFormFields';
export type { FormFieldItem, FormFieldsProps } from './FormFields';
export { FormFields } from './FormFields';
export type { IdPhotoStatus } from './IdPhotoInput';
