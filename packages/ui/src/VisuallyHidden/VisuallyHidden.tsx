import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import classes from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Element to render; use a heading element to give a region an invisible heading. @default 'span' */
  as?: ElementType;
  /** Text for assistive technology only. */
  children: ReactNode;
  /** Class for the root element. */
  className?: string;
  /** Id, so the text can be referenced by aria-labelledby / aria-describedby. */
  id?: string;
}

/**
 * Content that screen readers announce but that is not drawn.
 *
 * **Accessibility:** Read by screen readers, not drawn (it must stay in the accessibility tree: do not use it to
 * hide focusable content). Give it an `id` to reference it from `aria-labelledby` / `aria-describedby`.
 *
 * **Data attributes:** none.
 */
export function VisuallyHidden({
  as: Component = 'span',
  children,
  className,
  id,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Component {...rest} id={id} className={clsx(classes.VisuallyHidden, className)}>
      {children}
    </Component>
  );
}
