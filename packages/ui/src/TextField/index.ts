export type { TextFieldProps, TextFieldSize, TextFieldType } from './TextField';
export { TextField } from './TextField';
