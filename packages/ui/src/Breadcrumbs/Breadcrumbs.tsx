import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { breadcrumbsMessages } from './Breadcrumbs.messages';
import classes from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  /** Text of the crumb. */
  label: string;
  /** Target; the last crumb (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps extends ComponentPropsWithRef<'nav'> {
  /** Trail from the home page to the current page, in order; the last item is the current page. */
  items: BreadcrumbItem[];
  /** Component for the links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root `<nav>`. */
  className?: string;
}

/**
 * Where the current page sits in the site, as a trail of links.
 *
 * **Accessibility:** A `nav` named 'Breadcrumb' (localized) around an ordered list; the last item is the current
 * page, plain text with `aria-current="page"`. Nothing to provide but the items' labels.
 *
 * **Data attributes:** none.
 */
export function Breadcrumbs({
  items,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav
      {...rest}
      className={clsx(classes.Breadcrumbs, className)}
      aria-label={intl.formatMessage(breadcrumbsMessages.label)}
    >
      <ol className={classes.List}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a crumb's identity is its position in the trail.
            <li key={`${index}-${item.label}`} className={classes.Item}>
              {index > 0 ? (
                <span className={classes.Separator}>
                  <Icon name="chevron-right" size="sm" />
                </span>
              ) : null}
              {isCurrent || !item.href ? (
                <span className={classes.Current} aria-current={isCurrent ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <LinkElement href={item.href} className={classes.Link}>
                  {item.label}
                </LinkElement>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
