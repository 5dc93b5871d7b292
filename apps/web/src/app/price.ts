import { type Fen, pricesVisible, shownFen } from '@storefront/site';
import type { PriceMode } from '@storefront/ui';
import type { Locale } from '../i18n/locale';
import type { AppServices } from './services';

export type { PriceMode };

/**
 * SPEC §1 (@storefront/site's `pricesVisible`, the rule the server's cart applies too): visitors in China
 * see CNY prices, everyone else the label Inquiry; the English site always shows Inquiry.
 */
export function priceModeFor(locale: Locale, isChina: boolean): PriceMode {
  return pricesVisible(locale, isChina) ? 'cny' : 'inquiry';
}

/** The prices in fen a product shows: in CNY mode, those of its priced sizes; none for Inquiry. */
export function shownPrices(
  mode: PriceMode,
  sizes: readonly { size: string; priceFen: Fen | null }[],
): Fen[] {
  return sizes.flatMap((size) => {
    const shown = shownFen(size.priceFen, mode === 'cny');
    return shown === null ? [] : [shown];
  });
}

/**
 * The price mode of a page: the English site never asks where the visitor is (SPEC §1), the Chinese one
 * asks `/isChina` once per session.
 */
export async function pagePriceMode(locale: Locale, services: AppServices): Promise<PriceMode> {
  return priceModeFor(locale, locale === 'cn' ? await services.isChina() : false);
}
