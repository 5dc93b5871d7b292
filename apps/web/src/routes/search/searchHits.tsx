import type { Product, ProductSearchHit, SearchResult } from '@storefront/api-client';
import {
  lowestPrice,
  type PricedSize,
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

const ellipsis = '…';

/**
 * The API's snippet is a window of the description cut at a fixed length, often inside a word: an ellipsis
 * on each side where the description goes on says that the passage is cut, not the text. The marks move
 * with the text.
 */
export function snippetInContext(
  snippet: string,
  highlights: readonly { start: number; end: number }[],
  source: string,
): SearchResultsText {
  const at = source.indexOf(snippet);
  if (snippet === '' || at < 0) return { text: snippet, highlights };
  const before = at > 0 ? ellipsis : '';
  const after = at + snippet.length < source.length ? ellipsis : '';
  return {
    text: `${before}${snippet.trim()}${after}`,
    highlights: highlights.map(({ start, end }) => ({
      start: start + before.length - leadingSpace(snippet),
      end: end + before.length - leadingSpace(snippet),
    })),
  };
}

function leadingSpace(text: string): number {
  return text.length - text.trimStart().length;
}

/**
 * A product hit as the search page's data carries it: the fields the list shows and the snippet already
 * in its context. Loader data is sent again in the page's HTML for hydration, and a product's description
 * and other long texts were most of it (some 0.6 KB a hit).
 */
export interface ProductHitData
  extends Pick<ProductSearchHit, 'catalogNumberHighlights' | 'nameHighlights' | 'targetHighlights'> {
  product: Pick<Product, 'catalogNumber' | 'name' | 'target' | 'species' | 'tag' | 'categoryName'> & {
    sizes: PricedSize[];
  };
  snippet: SearchResultsText;
}

export function productHitData(hit: ProductSearchHit): ProductHitData {
  const { catalogNumber, name, target, species, tag, categoryName, sizes, description } = hit.product;
  return {
    product: {
      catalogNumber,
      name,
      target,
      species,
      tag,
      categoryName,
      sizes: sizes.map(({ size, priceFen }) => ({ size, priceFen })),
    },
    catalogNumberHighlights: hit.catalogNumberHighlights,
    nameHighlights: hit.nameHighlights,
    targetHighlights: hit.targetHighlights,
    snippet: snippetInContext(hit.snippet, hit.snippetHighlights, description),
  };
}

/** A product hit as the results list shows it: catalog number, name, target, species, tag, category, price. */
export function productHit(locale: Locale, hit: ProductHitData, priceMode: PriceMode): SearchResultsHit {
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
    snippet: hit.snippet,
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
