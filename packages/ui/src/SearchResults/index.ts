export type {
  SearchResultsHit,
  SearchResultsProps,
  SearchResultsSort,
  SearchResultsText,
} from './SearchResults';
export { SearchResults, searchResultsSorts } from './SearchResults';
