export type { SuggestionInputProps } from './SuggestionInput';
export { SuggestionInput } from './SuggestionInput';
