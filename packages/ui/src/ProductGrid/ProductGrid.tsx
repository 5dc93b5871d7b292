import { clsx } from 'clsx';
import { Children, type ReactNode } from 'react';
import classes from './ProductGrid.module.css';

export interface ProductGridProps {
  /** ProductCard elements (or Skeletons while loading). */
  children: ReactNode;
  /** Class for the root element. */
  className?: string;
}

/** A responsive list of product cards: as many columns as fit at --sf-product-card-min-width. */
export function ProductGrid({ children, className }: ProductGridProps) {
  return (
    <ul className={clsx(classes.ProductGrid, className)}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className={classes.Item}>{child}</li>
        ),
      )}
    </ul>
  );
}
