import { type Fen, priceText } from '@storefront/site';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { priceTagMessages } from './PriceTag.messages';
import classes from './PriceTag.module.css';
import { type PriceMode, visibleAmount } from './priceTagModel';

export type PriceTagSize = 'sm' | 'md' | 'lg';

export interface PriceTagProps extends ComponentPropsWithRef<'span'> {
  /** Price in fen (CNY / 100: 68000 is ¥680.00); null when the item is sold on inquiry only. */
  priceFen: Fen | null;
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
 * The text of a price: SPEC's "¥1,200.00" (from @storefront/site, the same text the server writes), or the
 * localized Inquiry label. The one place that decides how a price reads in the design system, used by
 * ProductCard, SizePriceTable, ProductList, CartView and OrderList.
 */
export function formatPrice(
  intl: IntlShape,
  priceFen: Fen | null,
  priceMode: PriceMode,
  from = false,
): string {
  const visible = priceMode === 'cny';
  const text = priceText(priceFen, visible, intl.formatMessage(priceTagMessages.inquiry));
  return from && visibleAmount(priceFen, priceMode) !== null
    ? intl.formatMessage(priceTagMessages.priceFrom, { price: text })
    : text;
}

/**
 * A price, or the Inquiry label where prices are not shown (SPEC §1).
 *
 * **Accessibility:** Plain text: the amount, or the localized Inquiry label; nothing to provide.
 *
 * **Data attributes:**
 * - `data-state`: priced, inquiry
 * - `data-size`: sm, md, lg
 */
export function PriceTag({
  priceFen,
  priceMode,
  from = false,
  size = 'md',
  className,
  ...rest
}: PriceTagProps) {
  const intl = useIntl();
  const priced = visibleAmount(priceFen, priceMode) !== null;
  return (
    <span
      {...rest}
      className={clsx(classes.PriceTag, className)}
      data-state={priced ? 'priced' : 'inquiry'}
      data-size={size}
    >
      {formatPrice(intl, priceFen, priceMode, from)}
    </span>
  );
}
