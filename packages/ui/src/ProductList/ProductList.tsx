import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState';
import type { LinkComponent } from '../internal/linkComponent';
import { SortLinks } from '../internal/SortLinks';
import { Pagination } from '../Pagination';
import { lowestPrice, type PricedSize, type PriceMode, PriceTag } from '../PriceTag';
import { Select } from '../Select';
import { Skeleton } from '../Skeleton';
import { productListMessages } from './ProductList.messages';
import classes from './ProductList.module.css';
import {
  type ProductListSort,
  pageCountOf,
  parseProductListSort,
  productListSorts,
} from './productListModel';

/** What a row shows; the API's Product fits as is. */
export interface ProductListProduct {
  catalogNumber: string;
  name: string;
  target?: string;
  species?: string;
  tag?: string;
  isNew?: boolean;
  isHot?: boolean;
  sizes: readonly PricedSize[];
}

export interface ProductListProps extends ComponentPropsWithRef<'div'> {
  /** Products of the current page. */
  products: readonly ProductListProduct[];
  /** Number of products on all pages (`Page.total`). */
  total: number;
  /** Current page, 1-based (`Page.page`). */
  page: number;
  /** Products per page (`Page.size`). */
  pageSize: number;
  /** 'cny' shows prices (visitors in China); 'inquiry' the Inquiry label (SPEC §1). */
  priceMode: PriceMode;
  /** Detail page URL of a product. */
  getProductHref: (product: ProductListProduct) => string;
  /** Current sort order. @default 'default' */
  sort?: ProductListSort;
  /** Called with the chosen sort order; renders a sort Select. */
  onSortChange?: (sort: ProductListSort) => void;
  /** URL of the list in a sort order; without onSortChange the orders render as links (work without JavaScript). */
  getSortHref?: (sort: ProductListSort) => string;
  /** URL of a page; pages are links when given. */
  getPageHref?: (page: number) => string;
  /** Called with the requested page. */
  onPageChange?: (page: number) => void;
  /** Shows placeholders while the page loads. @default false */
  loading?: boolean;
  /** Replaces the default empty state. */
  emptyState?: ReactNode;
  /** Component for links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of product names. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element. */
  className?: string;
}

const sortLabels: Record<ProductListSort, MessageDescriptor> = {
  default: productListMessages.sortDefault,
  newest: productListMessages.sortNewest,
  name: productListMessages.sortName,
};

/**
 * A category's products as rows, with result count, sorting and pagination (SPEC §2 /product-list).
 *
 * **Accessibility:** A list named 'Products'; each product's name is a heading at `headingLevel` with its link;
 * the result count is a `role=status` line; sorting is a labelled Select or links, paging a Pagination `nav`.
 * While `loading`, the list is `aria-busy` with skeleton rows.
 *
 * **Data attributes:**
 * - root: `data-state`: idle, loading
 * - skeleton row: `data-state`: loading
 * - badge: `data-kind`: new, hot
 */
export function ProductList({
  products,
  total,
  page,
  pageSize,
  priceMode,
  getProductHref,
  sort = 'default',
  onSortChange,
  getSortHref,
  getPageHref,
  onPageChange,
  loading = false,
  emptyState,
  linkComponent: LinkElement = 'a',
  headingLevel = 3,
  className,
  ...rest
}: ProductListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const listLabel = intl.formatMessage(productListMessages.listLabel);
  const sortLabel = intl.formatMessage(productListMessages.sortLabel);
  const sortOptions = productListSorts.map((value) => ({
    value,
    label: intl.formatMessage(sortLabels[value]),
  }));

  let sortControl: ReactNode = null;
  if (onSortChange) {
    sortControl = (
      <Select
        label={sortLabel}
        size="sm"
        className={classes.Sort}
        value={sort}
        disabled={loading}
        options={sortOptions}
        onValueChange={(value) => onSortChange(parseProductListSort(value))}
      />
    );
  } else if (getSortHref) {
    sortControl = (
      <SortLinks
        label={sortLabel}
        options={sortOptions}
        current={sort}
        getHref={getSortHref}
        linkComponent={LinkElement}
      />
    );
  }

  let body: ReactNode;
  if (loading) {
    body = (
      <ul className={classes.List} aria-label={listLabel} aria-busy="true">
        {Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <li key={index} className={classes.Row} data-state="loading">
            <Skeleton width="6rem" />
            <Skeleton lines={2} />
            <Skeleton width="5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (products.length === 0) {
    body = emptyState ?? (
      <EmptyState
        icon="flask"
        size="sm"
        headingLevel={headingLevel}
        title={intl.formatMessage(productListMessages.emptyTitle)}
        description={intl.formatMessage(productListMessages.emptyDescription)}
      />
    );
  } else {
    body = (
      <ul className={classes.List} aria-label={listLabel}>
        {products.map((product) => {
          const price = priceMode === 'cny' ? lowestPrice(product.sizes) : null;
          const attributes = [product.target, product.species, product.tag].filter(Boolean);
          return (
            <li key={product.catalogNumber} className={classes.Row}>
              <p className={classes.CatalogNumber}>
                {intl.formatMessage(productListMessages.catalogNumber, {
                  catalogNumber: product.catalogNumber,
                })}
              </p>
              <div className={classes.Main}>
                <Heading className={classes.Name}>
                  <LinkElement href={getProductHref(product)} className={classes.NameLink}>
                    {product.name}
                  </LinkElement>
                </Heading>
                <p className={classes.Meta}>
                  {product.isNew ? (
                    <span className={classes.Badge} data-kind="new">
                      {intl.formatMessage(productListMessages.isNew)}
                    </span>
                  ) : null}
                  {product.isHot ? (
                    <span className={classes.Badge} data-kind="hot">
                      {intl.formatMessage(productListMessages.isHot)}
                    </span>
                  ) : null}
                  {attributes.map((attribute) => (
                    <span key={attribute} className={classes.Attribute}>
                      {attribute}
                    </span>
                  ))}
                </p>
              </div>
              <div className={classes.PriceCell}>
                <PriceTag
                  priceFen={price?.amount ?? null}
                  priceMode={priceMode}
                  from={price?.several ?? false}
                />
                {product.sizes.length > 0 ? (
                  <span className={classes.Sizes}>
                    {intl.formatMessage(productListMessages.sizeCount, { count: product.sizes.length })}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div {...rest} className={clsx(classes.ProductList, className)} data-state={loading ? 'loading' : 'idle'}>
      <div className={classes.Toolbar}>
        <p className={classes.Count} role="status">
          {loading
            ? intl.formatMessage(productListMessages.loading)
            : intl.formatMessage(productListMessages.resultCount, { total })}
        </p>
        {sortControl}
      </div>
      {body}
      {!loading && products.length > 0 ? (
        <Pagination
          className={classes.Pagination}
          page={page}
          pageCount={pageCountOf(total, pageSize)}
          linkComponent={LinkElement}
          {...(getPageHref ? { getHref: getPageHref } : {})}
          {...(onPageChange ? { onPageChange } : {})}
        />
      ) : null}
    </div>
  );
}
