import type { Fen } from '@storefront/site';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import type { LinkComponent } from '../internal/linkComponent';
// Links take the design system's Link styling; a LinkComponent takes exactly an anchor's props, so it is
// passed to Link's `as` typed as 'a'.
import { Link } from '../Link';
import type { CartLine } from '../machines/cartTotals';
import { Skeleton } from '../Skeleton';
import { cartViewMessages as m } from './CartView.messages';
import classes from './CartView.module.css';
import { CartViewStepper } from './CartViewStepper';
import { formatCartPrice, priceState } from './cartViewModel';

export type CartViewLine = CartLine;

export interface CartViewProps extends Omit<ComponentPropsWithRef<'div'>, 'onSelect'> {
  /** The cart lines (the cart machine's `cartList`). */
  lines: readonly CartViewLine[];
  /** Ids of the selected lines (the machine's `selection`). */
  selection: readonly number[];
  /** Sum of the counts (the machine's `total`). */
  total: number;
  /** Total in fen, or null for Inquiry (the machine's `priceTotalFen`). */
  priceTotalFen: Fen | null;
  /** A cart call is running: delete, batch delete and check-out are disabled (count changes queue in the machine). @default false */
  busy?: boolean;
  /** The list is loading for the first time: skeleton rows instead of lines. @default false */
  loading?: boolean;
  /** The list failed to load: the error block with this text (the machine's error message) instead of lines. */
  error?: ReactNode;
  /** Shows 'Try again' in the error block. */
  onRetry?: () => void;
  /** A line's checkbox changed. */
  onSelect: (id: number, selected: boolean) => void;
  /** The select-all checkbox changed. */
  onSelectAll: (selected: boolean) => void;
  /** A line's count was changed to a whole number ≥ 1. */
  onCountChange: (id: number, count: number) => void;
  /** A line's delete button was pressed. */
  onDelete: (id: number) => void;
  /** 'Delete selected' was pressed; with nothing selected too, so the machine can warn (SPEC §8). */
  onBatchDelete: () => void;
  /** 'Check out' was pressed (settles the cart into an order). */
  onSettle: () => void;
  /** Link of a product's detail page; without it product names are plain text. */
  productHref?: (catalogNumber: string) => string;
  /** Where the empty cart sends the visitor. @default '/products' */
  productsHref?: string;
  /** Renders links (e.g. the router's Link). @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
}

/**
 * The /cart page body: lines with selection, count steppers and deletion, the totals and check-out.
 *
 * **Accessibility:** The lines are a `table` with column headers; each line's checkbox and delete button are
 * named after the line's product and size, the count stepper's buttons and input are labelled (Enter commits a
 * typed count). The selected count is `aria-live="polite"`; loading shows `aria-busy` and a `role=status` line,
 * and a busy view `aria-busy`. No names to provide.
 *
 * **Data attributes:**
 * - root: `data-state`: loading, error, empty, ready
 * - line (`tr`): `data-state`: selected, unselected
 * - cells: `data-label`: the column's name (for the narrow layout)
 * - price cells and the total: `data-price`: the price state (`inquiry` when there is no list price)
 */
export function CartView({
  lines,
  selection,
  total,
  priceTotalFen,
  busy = false,
  loading = false,
  error,
  onRetry,
  onSelect,
  onSelectAll,
  onCountChange,
  onDelete,
  onBatchDelete,
  onSettle,
  productHref,
  productsHref = '/products',
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: CartViewProps) {
  const intl = useIntl();
  const hasError = error !== undefined && error !== null && error !== false;
  const state = loading ? 'loading' : hasError ? 'error' : lines.length === 0 ? 'empty' : 'ready';
  const rootProps = { ...rest, className: clsx(classes.CartView, className), 'data-state': state } as const;

  if (state === 'loading') {
    return (
      <div {...rootProps} aria-busy="true">
        <p role="status" className={classes.Status}>
          {intl.formatMessage(m.loading)}
        </p>
        <Skeleton variant="rect" height="4rem" />
        <Skeleton variant="rect" height="4rem" />
        <Skeleton variant="rect" height="4rem" />
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div {...rootProps}>
        <ErrorState title={intl.formatMessage(m.errorTitle)} description={error} onRetry={onRetry} />
      </div>
    );
  }
  if (state === 'empty') {
    return (
      <div {...rootProps}>
        <EmptyState
          icon="cart"
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyDescription)}
          action={
            <Link as={LinkElement as 'a'} href={productsHref} variant="standalone">
              {intl.formatMessage(m.emptyAction)}
            </Link>
          }
        />
      </div>
    );
  }

  const selected = new Set(selection);
  const selectedCount = lines.filter((line) => selected.has(line.id)).length;
  const allSelected = selectedCount === lines.length;
  const lineValues = (line: CartViewLine) => ({
    productName: line.productName,
    catalogNumber: line.catalogNumber,
    size: line.size,
  });
  const column = {
    catalogNumber: intl.formatMessage(m.catalogNumber),
    productName: intl.formatMessage(m.productName),
    size: intl.formatMessage(m.size),
    price: intl.formatMessage(m.price),
    count: intl.formatMessage(m.count),
    subtotal: intl.formatMessage(m.subtotal),
    actions: intl.formatMessage(m.actions),
  };

  return (
    <div {...rootProps} aria-busy={busy || undefined}>
      <div className={classes.Toolbar}>
        <Checkbox
          label={intl.formatMessage(m.selectAll)}
          checked={allSelected}
          indeterminate={selectedCount > 0 && !allSelected}
          onCheckedChange={(checked) => onSelectAll(checked)}
        />
        <span className={classes.SelectedCount} aria-live="polite">
          {intl.formatMessage(m.selectedCount, { count: selectedCount })}
        </span>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onBatchDelete}>
          {intl.formatMessage(m.batchDelete)}
        </Button>
      </div>
      <table className={classes.Table}>
        <caption className={classes.Caption}>{intl.formatMessage(m.caption)}</caption>
        <thead className={classes.Head}>
          <tr>
            <td />
            <th scope="col">{column.catalogNumber}</th>
            <th scope="col">{column.productName}</th>
            <th scope="col">{column.size}</th>
            <th scope="col">{column.price}</th>
            <th scope="col">{column.count}</th>
            <th scope="col">{column.subtotal}</th>
            <th scope="col">{column.actions}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const isSelected = selected.has(line.id);
            return (
              <tr key={line.id} className={classes.Line} data-state={isSelected ? 'selected' : 'unselected'}>
                <td className={classes.SelectCell}>
                  <input
                    type="checkbox"
                    className={classes.LineCheckbox}
                    checked={isSelected}
                    aria-label={intl.formatMessage(m.selectLine, lineValues(line))}
                    onChange={(event) => onSelect(line.id, event.target.checked)}
                  />
                </td>
                <td data-label={column.catalogNumber} className={classes.CatalogNumber}>
                  {line.catalogNumber}
                </td>
                <td data-label={column.productName} className={classes.ProductName}>
                  {productHref ? (
                    <Link as={LinkElement as 'a'} href={productHref(line.catalogNumber)}>
                      {line.productName}
                    </Link>
                  ) : (
                    line.productName
                  )}
                </td>
                <td data-label={column.size}>{line.size}</td>
                <td data-label={column.price} data-price={priceState(line.priceFen)}>
                  {formatCartPrice(intl, line.priceFen)}
                </td>
                <td data-label={column.count}>
                  <CartViewStepper
                    count={line.count}
                    label={intl.formatMessage(m.countInput, lineValues(line))}
                    decreaseLabel={intl.formatMessage(m.decrease, lineValues(line))}
                    increaseLabel={intl.formatMessage(m.increase, lineValues(line))}
                    onCountChange={(count) => onCountChange(line.id, count)}
                  />
                </td>
                <td
                  data-label={column.subtotal}
                  className={classes.Subtotal}
                  data-price={priceState(line.subtotalFen)}
                >
                  {formatCartPrice(intl, line.subtotalFen)}
                </td>
                <td className={classes.ActionCell}>
                  <Button
                    variant="invisible"
                    size="sm"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.deleteLine, lineValues(line))}
                    onClick={() => onDelete(line.id)}
                  >
                    {intl.formatMessage(m.delete)}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={classes.Summary}>
        <dl className={classes.Totals}>
          <div>
            <dt>{intl.formatMessage(m.totalCount)}</dt>
            <dd>{intl.formatNumber(total)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.priceTotal)}</dt>
            <dd className={classes.PriceTotal} data-price={priceState(priceTotalFen)}>
              {formatCartPrice(intl, priceTotalFen)}
            </dd>
          </div>
        </dl>
        <Button variant="primary" disabled={busy} onClick={onSettle}>
          {intl.formatMessage(m.settle)}
        </Button>
      </div>
    </div>
  );
}
