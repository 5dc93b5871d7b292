import { clsx } from 'clsx';
import { Children, type ComponentPropsWithRef, type ReactNode } from 'react';
import classes from './ProductGrid.module.css';

export interface ProductGridProps extends ComponentPropsWithRef<'ul'> {
  /** ProductCard elements (or Skeletons while loading). */
  children: ReactNode;
  /** Class for the root element. */
  className?: string;
}

/**
 * A responsive list of product cards: as many columns as fit at --sf-product-card-min-width.
 *
 * **Accessibility:** A `ul` with each child in its own `li`, so the number of products is announced; nothing to
 * provide (each ProductCard brings its own heading and link). Give the grid an `aria-label` when no heading
 * precedes it.
 *
 * **Data attributes:** none.
 */
export function ProductGrid({ children, className, ...rest }: ProductGridProps) {
  return (
    <ul {...rest} className={clsx(classes.ProductGrid, className)}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className={classes.Item}>{child}</li>
        ),
      )}
    </ul>
  );
}
