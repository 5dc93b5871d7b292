import { unwrap } from '@storefront/api-client';
import type { SearchBoxSuggestion } from '@storefront/ui';
import type { ApiClient } from '../app/services';
import { type Locale, localizePath } from '../i18n/locale';
import { keywordsMaxLength } from '../routes/search/searchQuery';

/** Suggestions under the header's search box (a short list: the box is a dropdown, not the results). */
export const searchSuggestionCount = 8;

/**
 * The header box's `loadSuggestions`: `/search/suggestions` in the site's language, each suggestion's link
 * on this site. A text the contract would refuse (longer than the search allows) gets none.
 */
export function searchSuggestionLoader(api: ApiClient, locale: Locale) {
  return async (text: string, { signal }: { signal: AbortSignal }): Promise<SearchBoxSuggestion[]> => {
    if ([...text].length > keywordsMaxLength) return [];
    const suggestions = await unwrap(
      api.GET('/search/suggestions', {
        params: { query: { keywords: text, size: searchSuggestionCount } },
        signal,
      }),
    );
    return suggestions.map((suggestion) => ({
      kind: suggestion.kind,
      text: suggestion.text,
      href: localizePath(locale, suggestion.link),
      highlights: suggestion.highlights,
    }));
  };
}
