export type {
  ProductSuggestion,
  ProductSuggestionContact,
  ProductSuggestionFormProps,
} from './ProductSuggestionForm';
export { ProductSuggestionForm } from './ProductSuggestionForm';
