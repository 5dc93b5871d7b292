export type { FieldProps, FieldState } from './Field';
export { Field, fieldControlClass, hasFieldError, useField } from './Field';
