import type { Locale } from '../i18n/locale';
import type { AppServices } from './services';

/** How product prices are shown: CNY amounts, or the label Inquiry. */
export type PriceMode = 'cny' | 'inquiry';

/**
 * SPEC §1: visitors in China see CNY prices, everyone else the label Inquiry; the English site always
 * shows Inquiry, whatever the visitor's country.
 */
export function priceModeFor(locale: Locale, isChina: boolean): PriceMode {
  return locale === 'cn' && isChina ? 'cny' : 'inquiry';
}

/** Whether a product shows a price at all: in CNY mode, with at least one priced size. */
export function shownPrices(
  mode: PriceMode,
  sizes: readonly { size: string; priceCny: number | null }[],
): number[] {
  if (mode !== 'cny') return [];
  return sizes.flatMap((size) => (size.priceCny === null ? [] : [size.priceCny]));
}

/**
 * The price mode of a page: the English site never asks where the visitor is (SPEC §1), the Chinese one
 * asks `/isChina` once per session.
 */
export async function pagePriceMode(locale: Locale, services: AppServices): Promise<PriceMode> {
  return priceModeFor(locale, locale === 'cn' ? await services.isChina() : false);
}
