export type { SelectOption, SelectProps, SelectSize } from './Select';
export { Select } from './Select';
