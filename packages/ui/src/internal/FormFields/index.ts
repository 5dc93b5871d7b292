export type { FormFieldItem, FormFieldsProps } from './FormFields';
export { FormFields } from './FormFields';
