import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import classes from './Link.module.css';

export type LinkVariant = 'default' | 'subtle' | 'inverse' | 'standalone';

interface LinkOwnProps<E extends ElementType> {
  /**
   * Element or component to render, e.g. the router's Link (then pass its own props such as `to`).
   * @default 'a'
   */
  as?: E;
  /** Colour and underline treatment: inline text, muted, on dark backgrounds, or a standalone call to action. @default 'default' */
  variant?: LinkVariant;
  /** Class for the root element. */
  className?: string;
  /** Link text and visuals. */
  children?: ReactNode;
}

export type LinkProps<E extends ElementType = 'a'> = LinkOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof LinkOwnProps<E>>;

/**
 * A styled navigation link; polymorphic so a client-side router link keeps the design.
 *
 * **Accessibility:** A native `a` (or the `as` component): the caller provides `href` and a descriptive text
 * (the accessible name).
 *
 * **Data attributes:**
 * - `data-variant`: default, subtle, inverse, standalone
 */
export function Link<E extends ElementType = 'a'>({
  as,
  variant = 'default',
  className,
  ...rest
}: LinkProps<E>) {
  const Component: ElementType = as ?? 'a';
  return <Component {...rest} className={clsx(classes.Link, className)} data-variant={variant} />;
}
