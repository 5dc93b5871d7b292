import type { LinkComponent } from '../internal/linkComponent';
import type { MegaMenuColumn, MegaMenuLink } from './megaMenuModel';

/**
 * An item's columns as list items, as the mega-menu's panel and the phone menu's section both show them:
 * each column's title (a link when the column has one) and its links. Each menu styles them with its
 * own classes.
 */
export function MenuColumns({
  columns,
  linkComponent: LinkElement,
  onFollow,
  classNames,
}: {
  columns: readonly MegaMenuColumn[];
  linkComponent: LinkComponent;
  /** A link of a column was followed (the menu closes). */
  onFollow: (link: MegaMenuLink) => void;
  classNames: {
    column: string | undefined;
    title: string | undefined;
    links: string | undefined;
    link: string | undefined;
  };
}) {
  return columns.map((column) => {
    const { href } = column;
    return (
      <li key={`${column.title}-${href ?? ''}`} className={classNames.column}>
        {href ? (
          <LinkElement
            href={href}
            className={classNames.title}
            onClick={() => onFollow({ label: column.title, href })}
          >
            {column.title}
          </LinkElement>
        ) : (
          <span className={classNames.title}>{column.title}</span>
        )}
        {column.links && column.links.length > 0 ? (
          <ul className={classNames.links}>
            {column.links.map((link) => (
              <li key={link.href}>
                <LinkElement href={link.href} className={classNames.link} onClick={() => onFollow(link)}>
                  {link.label}
                </LinkElement>
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    );
  });
}
