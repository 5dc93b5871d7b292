import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState';
import { ListStates } from '../internal/ListStates';
import { applicationListMessages as m } from './ApplicationList.messages';
import classes from './ApplicationList.module.css';

/** One of the visitor's applications (contract schema `MyApplication`). */
export interface MyApplicationItem {
  reference: string;
  kind: 'trial' | 'award';
  status: 'received' | 'reviewing' | 'approved' | 'rejected' | 'completed';
  /** ISO date-time. */
  createTime: string;
  /** The product's name (trial) or the paper's title (award). */
  title: string;
  catalogNumber?: string;
  /** Whole yuan. */
  award?: { gross: number; tax: number; net: number };
  /** The bank account's last four digits, e.g. `**** 1234`. */
  accountMasked?: string;
}

export interface ApplicationListProps extends ComponentPropsWithRef<'div'> {
  /** The applications to list, in the order given. */
  applications: readonly MyApplicationItem[];
  /** Skeletons instead of the list. @default false */
  loading?: boolean;
  /** The list failed to load: the error block with this text. */
  error?: ReactNode;
  /** Shows 'Try again' in the error block. */
  onRetry?: () => void;
  /** Time zone of the dates, e.g. 'Asia/Shanghai'. @default the reader's */
  timeZone?: string;
  /** Heading level of each application, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element, merged with its own. */
  className?: string;
}

const kindMessages = { trial: m.kindTrial, award: m.kindAward } as const;
const statusMessages = {
  received: m.statusReceived,
  reviewing: m.statusReviewing,
  approved: m.statusApproved,
  rejected: m.statusRejected,
  completed: m.statusCompleted,
} as const;

/**
 * The personal center's list of the visitor's free trial and paper award applications: reference, kind,
 * status, date, title, and for an award the amounts and the masked account it is paid to.
 *
 * **Accessibility:** A list named 'My applications' (`ul`), each application headed by its title at
 * `headingLevel` (fit it to the page outline) with its facts as a description list; loading, error
 * (`role=alert`, 'Try again' with `onRetry`) and empty states come from ListStates (loading: `aria-busy` and a
 * polite status line).
 *
 * **Data attributes:**
 * - root: `data-state`: loading, error, empty, ready
 * - status line: `data-status`: the application's status (e.g. approved, rejected, completed)
 */
export function ApplicationList({
  applications,
  loading = false,
  error,
  onRetry,
  timeZone,
  headingLevel = 2,
  className,
  ...rest
}: ApplicationListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const cny = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'CNY' });

  return (
    <ListStates
      {...rest}
      className={clsx(classes.ApplicationList, className)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={applications.length === 0}
      loadingText={intl.formatMessage(m.loading)}
      errorTitle={intl.formatMessage(m.errorTitle)}
      skeletonHeight="6rem"
      emptyState={
        <EmptyState
          icon="flask"
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyDescription)}
          headingLevel={headingLevel}
        />
      }
    >
      <ul className={classes.Items} aria-label={intl.formatMessage(m.listLabel)}>
        {applications.map((application) => (
          <li key={application.reference} className={classes.Item}>
            <Heading className={classes.Title}>{application.title}</Heading>
            <p className={classes.Status} data-status={application.status}>
              {intl.formatMessage(statusMessages[application.status])}
            </p>
            <dl className={classes.Facts}>
              <div>
                <dt>{intl.formatMessage(m.reference)}</dt>
                <dd className={classes.Reference}>{application.reference}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.kind)}</dt>
                <dd>{intl.formatMessage(kindMessages[application.kind])}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.date)}</dt>
                <dd>
                  <time dateTime={application.createTime}>
                    {intl.formatDate(application.createTime, { dateStyle: 'medium', timeZone })}
                  </time>
                </dd>
              </div>
              {application.catalogNumber ? (
                <div>
                  <dt>{intl.formatMessage(m.catalogNumber)}</dt>
                  <dd>{application.catalogNumber}</dd>
                </div>
              ) : null}
              {application.award ? (
                <div className={classes.Wide}>
                  <dt>{intl.formatMessage(m.awardLabel)}</dt>
                  <dd>
                    {intl.formatMessage(m.award, {
                      gross: cny(application.award.gross),
                      tax: cny(application.award.tax),
                      net: cny(application.award.net),
                    })}
                  </dd>
                </div>
              ) : null}
              {application.accountMasked ? (
                <div>
                  <dt>{intl.formatMessage(m.account)}</dt>
                  <dd>{application.accountMasked}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
