import { clsx } from 'clsx';
import type { ElementType, ReactNode } from 'react';
import classes from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  /** Element to render; use a heading element to give a region an invisible heading. @default 'span' */
  as?: ElementType;
  /** Text for assistive technology only. */
  children: ReactNode;
  /** Class for the root element. */
  className?: string;
  /** Id, so the text can be referenced by aria-labelledby / aria-describedby. */
  id?: string;
}

/** Content that screen readers announce but that is not drawn. */
export function VisuallyHidden({ as: Component = 'span', children, className, id }: VisuallyHiddenProps) {
  return (
    <Component id={id} className={clsx(classes.VisuallyHidden, className)}>
      {children}
    </Component>
  );
}
