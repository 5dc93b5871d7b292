import type { CategoryNode } from '@storefront/api-client';
import type { Locale } from '../i18n/locale';
import { type PriceMode, priceModeFor } from './price';
import type { AppServices } from './services';

/** The nodes from a root down to the category `id` (inclusive), or null when the tree lacks it. */
export function categoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

/**
 * The price mode of a page: the English site never asks where the visitor is (SPEC §1), the Chinese one
 * asks `/isChina` once per session.
 */
export async function pagePriceMode(locale: Locale, services: AppServices): Promise<PriceMode> {
  return priceModeFor(locale, locale === 'cn' ? await services.isChina() : false);
}
