import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import classes from '../NewsTabs/NewsTabs.module.css';
import { resourceTabsMessages as messages } from './ResourceTabs.messages';

/** The tabs of /resources (issue 14) in `activeIndex` order: five kinds of files and the COA form's tab. */
export type ResourceTab = 'manual' | 'coa' | 'brochure' | 'note' | 'sds' | 'poster';
export const resourceTabs: readonly ResourceTab[] = ['manual', 'coa', 'brochure', 'note', 'sds', 'poster'];

export interface ResourceTabsProps {
  /** The tab shown. */
  value: ResourceTab;
  /** Link of a tab's page. */
  getHref: (tab: ResourceTab) => string;
  /** Component for the links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
}

/**
 * The type switch of the resources page. Each tab is a page of its own (`activeIndex` in the URL), so these
 * are navigation links with `aria-current`, drawn as the news page's tabs are.
 */
export function ResourceTabs({
  value,
  getHref,
  linkComponent: LinkElement = 'a',
  className,
}: ResourceTabsProps) {
  const intl = useIntl();
  return (
    <nav className={clsx(classes.NewsTabs, className)} aria-label={intl.formatMessage(messages.label)}>
      <ul className={classes.List}>
        {resourceTabs.map((tab) => {
          const current = tab === value;
          return (
            <li key={tab}>
              <LinkElement
                href={getHref(tab)}
                className={classes.Tab}
                aria-current={current ? 'page' : undefined}
                data-state={current ? 'active' : undefined}
              >
                {intl.formatMessage(messages[tab])}
              </LinkElement>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
