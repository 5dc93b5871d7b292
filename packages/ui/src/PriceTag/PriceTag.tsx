import { clsx } from 'clsx';
import { type IntlShape, useIntl } from 'react-intl';
import { priceTagMessages } from './PriceTag.messages';
import classes from './PriceTag.module.css';
import { type PriceMode, visibleAmount } from './priceTagModel';

export type PriceTagSize = 'sm' | 'md' | 'lg';

export interface PriceTagProps {
  /** Price in CNY; null when the item is sold on inquiry only. */
  priceCny: number | null;
  /** 'cny' shows the amount (visitors in China); 'inquiry' always shows the Inquiry label (SPEC §1). */
  priceMode: PriceMode;
  /** Whether the amount is the lowest of several ("From ¥680.00"). @default false */
  from?: boolean;
  /** Type size. @default 'md' */
  size?: PriceTagSize;
  /** Class for the root element. */
  className?: string;
}

/**
 * The text of a price: a CNY amount formatted by react-intl, or the localized Inquiry label. The one place
 * that decides how a price reads, used by ProductCard, SizePriceTable and ProductList.
 */
export function formatPrice(
  intl: IntlShape,
  priceCny: number | null,
  priceMode: PriceMode,
  from = false,
): string {
  const amount = visibleAmount(priceCny, priceMode);
  if (amount === null) return intl.formatMessage(priceTagMessages.inquiry);
  // narrowSymbol: '¥' in every locale (en would otherwise print 'CN¥').
  const formatted = intl.formatNumber(amount, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
  });
  return from ? intl.formatMessage(priceTagMessages.priceFrom, { price: formatted }) : formatted;
}

/** A price, or the Inquiry label where prices are not shown (SPEC §1). */
export function PriceTag({ priceCny, priceMode, from = false, size = 'md', className }: PriceTagProps) {
  const intl = useIntl();
  const priced = visibleAmount(priceCny, priceMode) !== null;
  return (
    <span
      className={clsx(classes.PriceTag, className)}
      data-state={priced ? 'priced' : 'inquiry'}
      data-size={size}
    >
      {formatPrice(intl, priceCny, priceMode, from)}
    </span>
  );
}
