export type {
  ProductSuggestion,
  ProductSuggestionDefaults,
  ProductSuggestionFormProps,
} from './ProductSuggestionForm';
export { ProductSuggestionForm } from './ProductSuggestionForm';
