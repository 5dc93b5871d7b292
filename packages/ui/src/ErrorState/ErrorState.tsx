import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { errorStateMessages } from './ErrorState.messages';
import classes from './ErrorState.module.css';

export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What failed. @default the localized 'This content could not be loaded' */
  title?: ReactNode;
  /** Advice or the server's message. @default the localized 'check your connection' advice */
  description?: ReactNode;
  /** Shows a 'Try again' button that calls this. */
  onRetry?: () => void;
  /** Slot for another way on (replaces nothing; shown after the retry button). */
  action?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element. */
  className?: string;
}

/**
 * A block of a page that failed to load (a list, a tab), as opposed to StatusPage for a whole page.
 * role="alert" so that a failure after a retry is announced.
 *
 * **Accessibility:** `role="alert"`, so the failure is announced; the title is a heading at `headingLevel`
 * (default text 'This content could not be loaded'); `onRetry` adds a 'Try again' button.
 *
 * **Data attributes:** none.
 */
export function ErrorState({
  title,
  description,
  onRetry,
  action,
  headingLevel = 2,
  className,
  ...rest
}: ErrorStateProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={clsx(classes.ErrorState, className)} role="alert">
      <span className={classes.Icon} aria-hidden="true">
        <Icon name="alert" size="lg" />
      </span>
      <Heading className={classes.Title}>{title ?? intl.formatMessage(errorStateMessages.title)}</Heading>
      <p className={classes.Description}>
        {description ?? intl.formatMessage(errorStateMessages.description)}
      </p>
      {onRetry || action ? (
        <div className={classes.Actions}>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage(errorStateMessages.retry)}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
