import type { LinkComponent } from '../linkComponent';
import classes from './SortLinks.module.css';

export interface SortLinksProps<Sort extends string> {
  /** The accessible name of the navigation, also shown before the links. */
  label: string;
  /** The orders, in display order, with their visible text. */
  options: readonly { value: Sort; label: string }[];
  /** The order in force (its link is current). */
  current: Sort;
  /** The address of the list in each order: a plain link, so sorting works without JavaScript. */
  getHref: (sort: Sort) => string;
  linkComponent?: LinkComponent;
}

/** The orders of a list as a row of links (ProductList, SearchResults). */
export function SortLinks<Sort extends string>({
  label,
  options,
  current,
  getHref,
  linkComponent: LinkElement = 'a',
}: SortLinksProps<Sort>) {
  return (
    <nav className={classes.SortLinks} aria-label={label}>
      <span className={classes.SortLinksLabel} aria-hidden="true">
        {label}
      </span>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <LinkElement
              href={getHref(option.value)}
              className={classes.SortLink}
              aria-current={option.value === current ? 'true' : undefined}
              data-state={option.value === current ? 'active' : undefined}
            >
              {option.label}
            </LinkElement>
          </li>
        ))}
      </ul>
    </nav>
  );
}
