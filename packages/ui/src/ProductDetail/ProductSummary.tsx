import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { productDetailMessages } from './ProductDetail.messages';
import classes from './ProductDetail.module.css';

/** What the header shows; the API's Product fits as is. */
export interface ProductSummaryProduct {
  catalogNumber: string;
  name: string;
  target?: string;
  species?: string;
  tag?: string;
  description?: string;
  isNew?: boolean;
  isHot?: boolean;
}

export interface ProductSummaryProps extends ComponentPropsWithRef<'div'> {
  /** The product. */
  product: ProductSummaryProduct;
  /** Slot for the page's actions, e.g. the enquiry button and add-to-cart. */
  actions?: ReactNode;
  /** Content under the header text, e.g. a SizePriceTable. */
  children?: ReactNode;
  /** Heading level of the product name; the detail page's h1 by default. @default 1 */
  headingLevel?: 1 | 2;
  /** Class for the root element. */
  className?: string;
}

/**
 * Header of the product detail page: catalogue number, badges, name, target / species / tag, lead text.
 *
 * **Accessibility:** The product name is a heading at `headingLevel` (the page's `h1` by default); target,
 * species and tag are a description list named 'Key attributes'.
 *
 * **Data attributes:**
 * - root: `data-level`: the heading level
 * - badge: `data-kind`: new, hot
 */
export function ProductSummary({
  product,
  actions,
  children,
  headingLevel = 1,
  className,
  ...rest
}: ProductSummaryProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const attributes = [
    { label: productDetailMessages.fieldTarget, value: product.target },
    { label: productDetailMessages.fieldSpecies, value: product.species },
    { label: productDetailMessages.fieldTag, value: product.tag },
  ].filter((attribute) => attribute.value);
  return (
    // A div, not <header>: at page level a <header> is the banner landmark, which the site header already is.
    <div {...rest} className={clsx(classes.ProductSummary, className)} data-level={headingLevel}>
      <div className={classes.SummaryTop}>
        <p className={classes.CatalogNumber}>
          {intl.formatMessage(productDetailMessages.catalogNumber, { catalogNumber: product.catalogNumber })}
        </p>
        {product.isNew ? (
          <span className={classes.Badge} data-kind="new">
            {intl.formatMessage(productDetailMessages.isNew)}
          </span>
        ) : null}
        {product.isHot ? (
          <span className={classes.Badge} data-kind="hot">
            {intl.formatMessage(productDetailMessages.isHot)}
          </span>
        ) : null}
      </div>
      <Heading className={classes.ProductName}>{product.name}</Heading>
      {attributes.length > 0 ? (
        <dl
          className={classes.Attributes}
          aria-label={intl.formatMessage(productDetailMessages.attributesLabel)}
        >
          {attributes.map((attribute) => (
            <div key={attribute.label.id} className={classes.Attribute}>
              <dt>{intl.formatMessage(attribute.label)}</dt>
              <dd>{attribute.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {product.description ? <p className={classes.Lead}>{product.description}</p> : null}
      {children ? <div className={classes.SummaryBody}>{children}</div> : null}
      {actions ? <div className={classes.Actions}>{actions}</div> : null}
    </div>
  );
}
