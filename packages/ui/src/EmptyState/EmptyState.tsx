import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import classes from './EmptyState.module.css';

export type EmptyStateSize = 'sm' | 'md';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Glyph above the title, or any visual; decorative. @default 'search' */
  icon?: IconName | ReactNode;
  /** What is empty, e.g. 'No products in this category yet'. */
  title: ReactNode;
  /** What the visitor can do about it. */
  description?: ReactNode;
  /** Slot for the way on, e.g. a link to all products. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Inline in a panel ('sm') or filling a page area ('md'). @default 'md' */
  size?: EmptyStateSize;
  /** Class for the root element. */
  className?: string;
}

/**
 * A list or panel with nothing to show: says so, and offers a way on.
 *
 * **Accessibility:** The icon is hidden from assistive technology; the title is a heading at `headingLevel` (fit
 * it to the page outline). Give `action` a descriptive name.
 *
 * **Data attributes:**
 * - root: `data-size`: sm, md
 */
export function EmptyState({
  icon = 'search',
  title,
  description,
  action,
  headingLevel = 2,
  size = 'md',
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={clsx(classes.EmptyState, className)} data-size={size}>
      <span className={classes.Icon} aria-hidden="true">
        {typeof icon === 'string' ? <Icon name={icon as IconName} size="lg" /> : icon}
      </span>
      <Heading className={classes.Title}>{title}</Heading>
      {description ? <p className={classes.Description}>{description}</p> : null}
      {action ? <div className={classes.Action}>{action}</div> : null}
    </div>
  );
}
