import type { ReactNode } from 'react';
import classes from './account.module.css';

export interface AccountPageProps {
  /** The page's name, its one `h1` (the document title says the same before the site's name). */
  title: string;
  /** Set while the page waits for the login state (announced as busy). */
  busy?: boolean;
  children: ReactNode;
}

/** The frame every account page shares: its heading above one narrow column in the middle of the page. */
export function AccountPage({ title, busy, children }: AccountPageProps) {
  return (
    <div className={classes.Page} aria-busy={busy || undefined}>
      <h1 className={classes.Title}>{title}</h1>
      {children}
    </div>
  );
}
