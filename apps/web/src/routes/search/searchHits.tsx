import type { ProductSearchHit, SearchResult } from '@storefront/api-client';
import {
  lowestPrice,
  type PriceMode,
  PriceTag,
  type SearchResultsHit,
  type SearchResultsText,
} from '@storefront/ui';
import { productDetailHref } from '../../app/urls';
import { type Locale, localizePath } from '../../i18n/locale';

/** The non-empty texts, each once (the list keys its facts by text). */
function distinctTexts(texts: readonly (SearchResultsText | null)[]): SearchResultsText[] {
  const seen = new Set<string>();
  return texts.filter((entry): entry is SearchResultsText => {
    if (!entry || entry.text.trim() === '' || seen.has(entry.text)) return false;
    seen.add(entry.text);
    return true;
  });
}

/** A product hit as the results list shows it: catalog number, name, target, species, tag, category, price. */
export function productHit(locale: Locale, hit: ProductSearchHit, priceMode: PriceMode): SearchResultsHit {
  const { product } = hit;
  const price = priceMode === 'cny' ? lowestPrice(product.sizes) : null;
  return {
    id: product.catalogNumber,
    href: productDetailHref(locale, product.catalogNumber),
    eyebrow: { text: product.catalogNumber, highlights: hit.catalogNumberHighlights },
    title: { text: product.name, highlights: hit.nameHighlights },
    details: distinctTexts([
      { text: product.target, highlights: hit.targetHighlights },
      { text: product.species },
      { text: product.tag },
      { text: product.categoryName },
    ]),
    snippet: { text: hit.snippet, highlights: hit.snippetHighlights },
    aside: <PriceTag priceFen={price?.amount ?? null} priceMode={priceMode} from={price?.several ?? false} />,
  };
}

/** A service or content hit: its own page (`link`), section, date and the passage that matched. */
export function resultHit(locale: Locale, hit: SearchResult): SearchResultsHit {
  return {
    id: `${hit.type}-${hit.id}`,
    href: localizePath(locale, hit.link),
    title: { text: hit.title, highlights: hit.titleHighlights },
    // The calendar date as the server wrote it: the same on the server and in every browser's time zone.
    details: distinctTexts([{ text: hit.treeName }, { text: hit.createTime.slice(0, 10) }]),
    snippet: { text: hit.snippet, highlights: hit.snippetHighlights },
    aside: hit.price ? <span>{hit.price}</span> : undefined,
  };
}
