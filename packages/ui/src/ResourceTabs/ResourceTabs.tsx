import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import classes from '../NewsTabs/NewsTabs.module.css';
import { resourceTabsMessages as messages } from './ResourceTabs.messages';

/** The tabs of /resources (issue 14) in `activeIndex` order: five kinds of files and the COA form's tab. */
export type ResourceTab = 'manual' | 'coa' | 'brochure' | 'note' | 'sds' | 'poster';
export const resourceTabs: readonly ResourceTab[] = ['manual', 'coa', 'brochure', 'note', 'sds', 'poster'];

export interface ResourceTabsProps extends ComponentPropsWithRef<'nav'> {
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
 *
 * **Accessibility:** A `nav` named 'Resource types' of links; the current type's link has `aria-current="page"`.
 * Links, not ARIA tabs, so they work without JavaScript.
 *
 * **Data attributes:**
 * - tab link: `data-state`: active (the current one)
 */
export function ResourceTabs({
  value,
  getHref,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: ResourceTabsProps) {
  const intl = useIntl();
  return (
    <nav
      {...rest}
      className={clsx(classes.NewsTabs, className)}
      aria-label={intl.formatMessage(messages.label)}
    >
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
