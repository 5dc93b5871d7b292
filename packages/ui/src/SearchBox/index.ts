export type { SearchBoxProps, SearchBoxSuggestion } from './SearchBox';
export { SearchBox, searchSuggestionDelayMs } from './SearchBox';
