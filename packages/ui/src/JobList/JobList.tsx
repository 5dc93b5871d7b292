import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState';
import { ItemList } from '../internal/ItemList';
import type { LinkComponent } from '../internal/linkComponent';
import { Skeleton } from '../Skeleton';
import { jobListMessages as messages } from './JobList.messages';
import classes from './JobList.module.css';

/** An open position as the list shows it; the API's Job fits as is. */
export interface JobListItem {
  id: number;
  title: string;
  department: string;
  location: string;
  headcount: number;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string;
  /** A position the company most needs to fill (the careers page's hot jobs). */
  isHot: boolean;
}

export interface JobListProps extends HTMLAttributes<HTMLElement> {
  /** The root element (the list, or the block shown instead of it). */
  ref?: Ref<HTMLElement>;
  /** The positions, in display order. */
  jobs: readonly JobListItem[];
  /** The page of one position. */
  getJobHref: (job: JobListItem) => string;
  /** Shows placeholders while loading. @default false */
  loading?: boolean;
  /** Replaces the default empty state. */
  emptyState?: ReactNode;
  /** Component for the links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of the job titles. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the list. @default the localized 'Open positions' */
  label?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * Open positions as cards: title (the link), hot badge, department, location, openings and date.
 *
 * **Accessibility:** A list named by `label` (default 'Open positions'); each title is a heading at
 * `headingLevel` with the job's link. While `loading`, `aria-busy` and skeleton items.
 *
 * **Data attributes:**
 * - card: `data-hot` on a hot job
 * - skeleton item: `data-state`: loading
 */
export function JobList({
  jobs,
  getJobHref,
  loading = false,
  emptyState,
  linkComponent: LinkElement = 'a',
  headingLevel = 3,
  label,
  className,
  ref,
  ...rest
}: JobListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <ItemList
      {...rest}
      ref={ref}
      as="ul"
      listClassName={classes.JobList}
      className={className}
      label={label ?? intl.formatMessage(messages.listLabel)}
      items={jobs}
      loading={loading}
      placeholderCount={4}
      placeholderClassName={classes.Job}
      placeholder={<Skeleton lines={3} />}
      emptyState={
        emptyState ?? (
          <EmptyState
            icon="user"
            size="sm"
            headingLevel={headingLevel}
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyDescription)}
          />
        )
      }
      renderItem={(job) => (
        <li key={job.id} className={classes.Job} data-hot={job.isHot || undefined}>
          <Heading className={classes.Title}>
            <LinkElement href={getJobHref(job)} className={classes.Link}>
              {job.title}
            </LinkElement>
          </Heading>
          {job.isHot ? <span className={classes.Hot}>{intl.formatMessage(messages.hot)}</span> : null}
          <p className={classes.Facts}>
            <span>{job.department}</span>
            <span>{job.location}</span>
            <span>{intl.formatMessage(messages.headcount, { count: job.headcount })}</span>
            <span>
              {intl.formatMessage(messages.published, {
                date: intl.formatDate(`${job.publishDate}T00:00:00Z`, {
                  dateStyle: 'medium',
                  timeZone: 'UTC',
                }),
              })}
            </span>
          </p>
        </li>
      )}
    />
  );
}
