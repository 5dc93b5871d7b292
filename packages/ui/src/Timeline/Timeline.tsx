import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import classes from './Timeline.module.css';

/** A milestone; the API's Milestone fits as is. */
export interface TimelineItem {
  year: number;
  text: string;
}

export interface TimelineProps extends ComponentPropsWithRef<'ol'> {
  /** Milestones, oldest first. */
  items: readonly TimelineItem[];
  /** Accessible name of the list, e.g. the section's title. */
  label: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * A company's history: years on a vertical line, each with what happened.
 *
 * **Accessibility:** An ordered list of year and text, named by `label` when given (give one when no heading
 * precedes it).
 *
 * **Data attributes:** none.
 */
export function Timeline({ items, label, className, ...rest }: TimelineProps) {
  return (
    <ol {...rest} className={clsx(classes.Timeline, className)} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.year}-${item.text}`} className={classes.Item}>
          <span className={classes.Year}>{item.year}</span>
          <span className={classes.Text}>{item.text}</span>
        </li>
      ))}
    </ol>
  );
}
