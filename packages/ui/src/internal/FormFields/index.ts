export { emailWithCodeFields, newPasswordFields } from './accountFields';
export type { FormFieldItem, FormFieldsBinding, FormFieldsProps } from './FormFields';
export { FormFields } from './FormFields';
export type { IdPhotoStatus } from './IdPhotoInput';
