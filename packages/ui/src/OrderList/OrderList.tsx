import type { Fen } from '@storefront/site';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatCartPrice, priceState } from '../CartView/cartViewModel';
import { EmptyState } from '../EmptyState';
import { ListStates } from '../internal/ListStates';
import type { LinkComponent } from '../internal/linkComponent';
// Links take the design system's Link styling; a LinkComponent takes exactly an anchor's props, so it is
// passed to Link's `as` typed as 'a'.
import { Link } from '../Link';
import type { CartLine } from '../machines/cartTotals';
import { orderListMessages as m } from './OrderList.messages';
import classes from './OrderList.module.css';

/** An order as the API gives it (contract schema `Order`). */
export interface OrderListOrder {
  id: number;
  orderNumber: string;
  /** ISO date-time. */
  orderTime: string;
  /** The settled cart lines. */
  lines: readonly CartLine[];
  /** Sum of the counts. */
  countTotal: number;
  /** Total in fen, or null for Inquiry. */
  priceTotalFen: Fen | null;
}

export interface OrderListProps extends ComponentPropsWithRef<'div'> {
  /** The orders, newest first as the server sends them. */
  orders: readonly OrderListOrder[];
  /** The list is loading: skeletons instead of orders. @default false */
  loading?: boolean;
  /** The list failed to load: the error block with this text instead of orders. */
  error?: ReactNode;
  /** Shows 'Try again' in the error block. */
  onRetry?: () => void;
  /** Link of a product's detail page; without it product names are plain text. */
  productHref?: (catalogNumber: string) => string;
  /** Where the empty list sends the visitor. @default '/products' */
  productsHref?: string;
  /** Renders links (e.g. the router's Link). @default 'a' */
  linkComponent?: LinkComponent;
  /** Time zone of the order times, e.g. 'Asia/Shanghai'. @default the reader's */
  timeZone?: string;
  /** Heading level of each order, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element. */
  className?: string;
}

/**
 * The /order-list body in the personal centre: each order's number and time, with its lines.
 *
 * **Accessibility:** An ordered list named 'Orders'; each order's number is a heading at `headingLevel`, its
 * lines a `table` with column headers. Loading, error (`role=alert`, 'Try again' with `onRetry`) and empty
 * states come from ListStates (loading: `aria-busy` and a polite status line).
 *
 * **Data attributes:**
 * - root: `data-state`: loading, error, empty, ready
 * - cells: `data-label`: the column's name (for the narrow layout); price cells and the total: `data-price`: the
 *   price state
 */
export function OrderList({
  orders,
  loading = false,
  error,
  onRetry,
  productHref,
  productsHref = '/products',
  linkComponent: LinkElement = 'a',
  timeZone,
  headingLevel = 2,
  className,
  ...rest
}: OrderListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const column = {
    catalogNumber: intl.formatMessage(m.catalogNumber),
    productName: intl.formatMessage(m.productName),
    size: intl.formatMessage(m.size),
    price: intl.formatMessage(m.price),
    count: intl.formatMessage(m.count),
    subtotal: intl.formatMessage(m.subtotal),
  };

  return (
    <ListStates
      {...rest}
      className={clsx(classes.OrderList, className)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={orders.length === 0}
      loadingText={intl.formatMessage(m.loading)}
      errorTitle={intl.formatMessage(m.errorTitle)}
      skeletonHeight="8rem"
      emptyState={
        <EmptyState
          icon="cart"
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyDescription)}
          action={
            <Link as={LinkElement as 'a'} href={productsHref} variant="standalone">
              {intl.formatMessage(m.emptyAction)}
            </Link>
          }
          headingLevel={headingLevel}
        />
      }
    >
      <ol className={classes.Orders} aria-label={intl.formatMessage(m.listLabel)}>
        {orders.map((order) => (
          <li key={order.id} className={classes.Order}>
            <div className={classes.OrderHead}>
              <Heading className={classes.OrderNumber}>
                {intl.formatMessage(m.orderNumber, { orderNumber: order.orderNumber })}
              </Heading>
              <p className={classes.OrderTime}>
                <span>{intl.formatMessage(m.orderTime)}</span>{' '}
                <time dateTime={order.orderTime}>
                  {intl.formatDate(order.orderTime, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
                </time>
              </p>
            </div>
            <table className={classes.Lines}>
              <caption className={classes.Caption}>
                {intl.formatMessage(m.linesCaption, { orderNumber: order.orderNumber })}
              </caption>
              <thead className={classes.LinesHead}>
                <tr>
                  <th scope="col">{column.catalogNumber}</th>
                  <th scope="col">{column.productName}</th>
                  <th scope="col">{column.size}</th>
                  <th scope="col">{column.price}</th>
                  <th scope="col">{column.count}</th>
                  <th scope="col">{column.subtotal}</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id} className={classes.Line}>
                    <td data-label={column.catalogNumber} className={classes.CatalogNumber}>
                      {line.catalogNumber}
                    </td>
                    <td data-label={column.productName}>
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
                    <td data-label={column.count}>{intl.formatNumber(line.count)}</td>
                    <td data-label={column.subtotal} data-price={priceState(line.subtotalFen)}>
                      {formatCartPrice(intl, line.subtotalFen)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={classes.OrderTotal}>
              <span>{intl.formatMessage(m.countTotal, { count: order.countTotal })}</span>
              <span>
                {intl.formatMessage(m.priceTotal)}{' '}
                <strong data-price={priceState(order.priceTotalFen)}>
                  {formatCartPrice(intl, order.priceTotalFen)}
                </strong>
              </span>
            </p>
          </li>
        ))}
      </ol>
    </ListStates>
  );
}
