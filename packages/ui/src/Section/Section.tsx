import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import classes from './Section.module.css';

export interface SectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Heading text; also names the region. */
  title: ReactNode;
  /** Optional lead text under the heading. */
  description?: ReactNode;
  /** Slot at the end of the heading row, e.g. a 'View all' link. */
  action?: ReactNode;
  /** Section content. */
  children: ReactNode;
  /** Heading level, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Class for the root `<section>`. */
  className?: string;
}

/**
 * A titled block of a page (e.g. one category's products on the home page).
 *
 * **Accessibility:** A `section` labelled by its title, a heading at `headingLevel` (fit it to the page
 * outline). The caller provides `title`.
 *
 * **Data attributes:**
 * - title: `data-level`: the heading level
 */
export function Section({
  title,
  description,
  action,
  children,
  headingLevel = 2,
  className,
  ...rest
}: SectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} className={clsx(classes.Section, className)} aria-labelledby={headingId}>
      <div className={classes.Header}>
        <div className={classes.Titles}>
          <Heading id={headingId} className={classes.Title} data-level={headingLevel}>
            {title}
          </Heading>
          {description ? <p className={classes.Description}>{description}</p> : null}
        </div>
        {action ? <div className={classes.Action}>{action}</div> : null}
      </div>
      <div className={classes.Body}>{children}</div>
    </section>
  );
}
