import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import { lowestPrice, type PricedSize, type PriceMode, PriceTag } from '../PriceTag';
import { productCardMessages } from './ProductCard.messages';
import classes from './ProductCard.module.css';

export type ProductCardSize = PricedSize;

/** The fields a card shows; the API's Product fits as is. */
export interface ProductCardProduct {
  catalogNumber: string;
  name: string;
  target?: string;
  species?: string;
  tag?: string;
  isNew?: boolean;
  isHot?: boolean;
  sizes: readonly ProductCardSize[];
}

export type ProductCardPriceMode = PriceMode;

export interface ProductCardProps extends ComponentPropsWithRef<'article'> {
  /** The product to show. */
  product: ProductCardProduct;
  /** 'cny' shows the lowest CNY price (visitors in China); 'inquiry' shows the Inquiry label (SPEC §1). */
  priceMode: ProductCardPriceMode;
  /** Product detail URL; the whole card is clickable through its title link. */
  href: string;
  /** Component for the title link, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of the product name, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root `<article>`. */
  className?: string;
}

/**
 * A product in a grid: catalogue number, name, key attributes and price or Inquiry.
 *
 * **Accessibility:** The product name is a heading at `headingLevel` (fit it to the page outline) inside the
 * card's link to `href`; the badges and price are plain text.
 *
 * **Data attributes:**
 * - root: `data-price-mode`: cny, inquiry
 * - badge: `data-kind`: new, hot
 */
export function ProductCard({
  product,
  priceMode,
  href,
  linkComponent: LinkElement = 'a',
  headingLevel = 3,
  className,
  ...rest
}: ProductCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const price = priceMode === 'cny' ? lowestPrice(product.sizes) : null;
  const attributes = [product.target, product.species, product.tag].filter(Boolean);
  return (
    <article
      {...rest}
      className={clsx(classes.ProductCard, className)}
      data-price-mode={price ? 'cny' : 'inquiry'}
    >
      <div className={classes.Top}>
        <p className={classes.CatalogNumber}>
          {intl.formatMessage(productCardMessages.catalogNumber, { catalogNumber: product.catalogNumber })}
        </p>
        {product.isNew || product.isHot ? (
          <p className={classes.Badges}>
            {product.isNew ? (
              <span className={classes.Badge} data-kind="new">
                {intl.formatMessage(productCardMessages.isNew)}
              </span>
            ) : null}
            {product.isHot ? (
              <span className={classes.Badge} data-kind="hot">
                {intl.formatMessage(productCardMessages.isHot)}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <Heading className={classes.Name}>
        <LinkElement href={href} className={classes.Link}>
          {product.name}
        </LinkElement>
      </Heading>
      {attributes.length > 0 ? (
        <ul className={classes.Attributes}>
          {attributes.map((attribute) => (
            <li key={attribute} className={classes.Attribute}>
              {attribute}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={classes.Footer}>
        <p className={classes.Price}>
          <PriceTag
            priceFen={price?.amount ?? null}
            priceMode={priceMode}
            from={price?.several ?? false}
            size="lg"
            className={classes.PriceTag}
          />
        </p>
        {product.sizes.length > 0 ? (
          <p className={classes.Sizes}>
            {intl.formatMessage(productCardMessages.sizeCount, { count: product.sizes.length })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
