import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './StatusPage.module.css';

export interface StatusPageProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** HTTP status shown large, e.g. 404 or 500. */
  status: 404 | 500 | number;
  /** Main message, e.g. 'This page could not be found'; rendered as the page's h1. */
  title: string;
  /** Optional explanation. */
  description?: string;
  /** Slot for the way out, e.g. a link home. */
  action?: ReactNode;
  /** Class for the root element. */
  className?: string;
}

/**
 * The body of an error page (404, 500).
 *
 * **Accessibility:** A `section` whose `title` is the page's `h1`; nothing else to provide (put the status page
 * inside the page's `main`).
 *
 * **Data attributes:**
 * - root: `data-status`: the HTTP status; `data-kind`: not-found, client-error, server-error
 */
export function StatusPage({ status, title, description, action, className, ...rest }: StatusPageProps) {
  const kind = status >= 500 ? 'server-error' : status === 404 ? 'not-found' : 'client-error';
  return (
    <section {...rest} className={clsx(classes.StatusPage, className)} data-status={status} data-kind={kind}>
      <p className={classes.Code}>{status}</p>
      <h1 className={classes.Title}>{title}</h1>
      {description ? <p className={classes.Description}>{description}</p> : null}
      {action ? <div className={classes.Action}>{action}</div> : null}
    </section>
  );
}
