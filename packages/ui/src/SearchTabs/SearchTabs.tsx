import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import { searchTabsMessages as messages } from './SearchTabs.messages';
import classes from './SearchTabs.module.css';

/** The kinds of search results (SPEC §2), each a tab. */
export type SearchTab = 'product' | 'service' | 'content';
export const searchTabs: readonly SearchTab[] = ['product', 'service', 'content'];

export interface SearchTabsProps extends ComponentPropsWithRef<'nav'> {
  /** The tab shown. */
  value: SearchTab;
  /** Results of each kind for the current search (`/search/count`). */
  counts: Readonly<Record<SearchTab, number>>;
  /** Link of a tab's results. */
  getHref: (tab: SearchTab) => string;
  /** Accessible name. @default the localized 'Kinds of results' */
  label?: string;
  /** Component for the links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
}

/**
 * The product / service / content switch of the search page with each tab's count. Each tab is a page of its
 * own (its state is in the URL), so these are navigation links with `aria-current`, not an ARIA tab widget
 * (`Tabs`), whose panels would all have to be in the page.
 *
 * **Accessibility:** A `nav` named by `label` (default 'Kinds of results') of links with their counts; the
 * current one has `aria-current="page"`.
 *
 * **Data attributes:**
 * - tab link: `data-state`: active (the current one)
 */
export function SearchTabs({
  value,
  counts,
  getHref,
  label,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: SearchTabsProps) {
  const intl = useIntl();
  return (
    <nav
      {...rest}
      className={clsx(classes.SearchTabs, className)}
      aria-label={label ?? intl.formatMessage(messages.label)}
    >
      <ul className={classes.List}>
        {searchTabs.map((tab) => {
          const current = tab === value;
          return (
            <li key={tab}>
              <LinkElement
                href={getHref(tab)}
                className={classes.Tab}
                aria-current={current ? 'page' : undefined}
                data-state={current ? 'active' : undefined}
              >
                <span>{intl.formatMessage(messages[tab])}</span>
                <span className={classes.Count}>
                  {intl.formatMessage(messages.count, { count: counts[tab] })}
                </span>
              </LinkElement>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
