import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { quickLinksMessages } from './QuickLinks.messages';
import classes from './QuickLinks.module.css';

export interface QuickLink {
  /** Link text, already localized. */
  label: string;
  /** Target, e.g. '/new-products', '/apply', '/literature', '/reward', '/contact?type=authorized', '/resources'. */
  href: string;
  /** Icon before the label. */
  icon?: IconName;
  /** Short line under the label. */
  description?: string;
}

export interface QuickLinksProps extends ComponentPropsWithRef<'nav'> {
  /** The links in order (SPEC §2). An empty list renders nothing. */
  items: QuickLink[];
  /** Called when a link is followed (analytics). */
  onNavigate?: (link: QuickLink) => void;
  /** Component for the links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Accessible name of the `<nav>`. @default the localized 'Quick links' */
  label?: string;
  /** Class for the root `<nav>`. */
  className?: string;
}

/**
 * The row of shortcut tiles under the header (new products, trial, literature, reward, distributors, resources).
 * Below 640 px the tiles are compact, three a row and without icons, so that the page's content stays near the top.
 *
 * **Accessibility:** A `nav` named by `label` (default 'Quick links') of plain links; nothing else to provide.
 *
 * **Data attributes:** none.
 */
export function QuickLinks({
  items,
  onNavigate,
  linkComponent: LinkElement = 'a',
  label,
  className,
  ...rest
}: QuickLinksProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav
      {...rest}
      className={clsx(classes.QuickLinks, className)}
      aria-label={label ?? intl.formatMessage(quickLinksMessages.label)}
    >
      <ul className={classes.List}>
        {items.map((item) => (
          <li key={item.href}>
            <LinkElement href={item.href} className={classes.Link} onClick={() => onNavigate?.(item)}>
              {item.icon ? <Icon name={item.icon} size="lg" className={classes.Icon} /> : null}
              <span className={classes.Label}>{item.label}</span>
              {item.description ? <span className={classes.Description}>{item.description}</span> : null}
            </LinkElement>
          </li>
        ))}
      </ul>
    </nav>
  );
}
