import { unwrap } from '@storefront/api-client';
import type { ApiClient } from '../../app/services';
import { keywordsMaxLength } from '../search/searchQuery';

/** How many catalog numbers the field suggests. */
const catalogNumberSuggestionCount = 8;

/**
 * The wizards' catalog number suggestions: the catalogue's own search suggestions (the header box's),
 * keeping the catalog numbers among them. A text the search would refuse gets none.
 */
export function catalogNumberSuggestions(api: ApiClient) {
  return async (text: string, signal: AbortSignal): Promise<string[]> => {
    if ([...text].length > keywordsMaxLength) return [];
    const suggestions = await unwrap(
      api.GET('/search/suggestions', {
        params: { query: { keywords: text, size: catalogNumberSuggestionCount } },
        signal,
      }),
    );
    return suggestions.filter((suggestion) => suggestion.kind === 'catalogNumber').map(({ text }) => text);
  };
}
