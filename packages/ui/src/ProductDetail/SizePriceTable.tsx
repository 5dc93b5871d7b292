import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type PricedSize, type PriceMode, PriceTag } from '../PriceTag';
import { productDetailMessages } from './ProductDetail.messages';
import classes from './ProductDetail.module.css';

export interface SizePriceTableProps extends ComponentPropsWithRef<'div'> {
  /** Pack sizes with their CNY prices (null: on inquiry). */
  sizes: readonly PricedSize[];
  /** 'cny' shows prices (visitors in China); 'inquiry' shows the Inquiry label on every row (SPEC §1). */
  priceMode: PriceMode;
  /** Per-size action (e.g. add to cart); adds an action column when given. */
  renderAction?: (size: PricedSize) => ReactNode;
  /** Table caption. @default the localized 'Sizes and prices' */
  caption?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * Pack sizes and their prices, or Inquiry where prices are not shown.
 *
 * **Accessibility:** A native `table` with a `caption` (default 'Sizes and prices') and column headers; without
 * sizes an EmptyState.
 *
 * **Data attributes:**
 * - root: `data-price-mode`: the `priceMode`; `data-state`: empty (no sizes)
 */
export function SizePriceTable({
  sizes,
  priceMode,
  renderAction,
  caption,
  className,
  ...rest
}: SizePriceTableProps) {
  const intl = useIntl();
  const captionText = caption ?? intl.formatMessage(productDetailMessages.sizesCaption);
  if (sizes.length === 0) {
    return (
      <div {...rest} className={clsx(classes.SizePriceTable, className)} data-state="empty">
        <p className={classes.Caption}>{captionText}</p>
        <p className={classes.Empty}>{intl.formatMessage(productDetailMessages.noSizes)}</p>
      </div>
    );
  }
  return (
    <div {...rest} className={clsx(classes.SizePriceTable, className)} data-price-mode={priceMode}>
      <table className={classes.SizeTable}>
        <caption className={classes.Caption}>{captionText}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(productDetailMessages.sizeColumn)}</th>
            <th scope="col">{intl.formatMessage(productDetailMessages.priceColumn)}</th>
            {renderAction ? (
              <th scope="col">{intl.formatMessage(productDetailMessages.actionColumn)}</th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size.size}>
              <th scope="row">{size.size}</th>
              <td>
                <PriceTag priceFen={size.priceFen} priceMode={priceMode} />
              </td>
              {renderAction ? <td>{renderAction(size)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
