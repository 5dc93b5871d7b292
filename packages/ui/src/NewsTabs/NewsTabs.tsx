import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import { newsTabsMessages as messages } from './NewsTabs.messages';
import classes from './NewsTabs.module.css';

/** The categories of the news page (issue 13), in tab order. */
export type NewsCategory = 'news' | 'activity' | 'meeting';
export const newsCategories: readonly NewsCategory[] = ['news', 'activity', 'meeting'];

export interface NewsTabsProps extends ComponentPropsWithRef<'nav'> {
  /** The category shown. */
  value: NewsCategory;
  /** Link of a category's list. */
  getHref: (category: NewsCategory) => string;
  /** Accessible name. @default the localized 'News categories' */
  label?: string;
  /** Component for the links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
}

/**
 * The company news / market activities / meetings switch of the news page. Each category is a page of its
 * own (its state is in the URL), so these are navigation links with `aria-current`, as SearchTabs.
 *
 * **Accessibility:** A `nav` named by `label` (default 'News categories') of links; the current category's link
 * has `aria-current="page"`. They are links, not ARIA tabs, so they work without JavaScript.
 *
 * **Data attributes:**
 * - tab link: `data-state`: active (the current one)
 */
export function NewsTabs({
  value,
  getHref,
  label,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: NewsTabsProps) {
  const intl = useIntl();
  return (
    <nav
      {...rest}
      className={clsx(classes.NewsTabs, className)}
      aria-label={label ?? intl.formatMessage(messages.label)}
    >
      <ul className={classes.List}>
        {newsCategories.map((category) => {
          const current = category === value;
          return (
            <li key={category}>
              <LinkElement
                href={getHref(category)}
                className={classes.Tab}
                aria-current={current ? 'page' : undefined}
                data-state={current ? 'active' : undefined}
              >
                {intl.formatMessage(messages[category])}
              </LinkElement>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
