import type { LinkComponent } from '../internal/linkComponent';
import type { MegaMenuColumn, MegaMenuLink } from './megaMenuModel';

/**
 * A column's content, as the mega-menu's panel and the phone menu's section both show it: the title (a link
 * when the column has one) and its links. Each menu styles it with its own classes.
 */
export function MenuColumn({
  column,
  linkComponent: LinkElement,
  onFollow,
  classNames,
}: {
  column: MegaMenuColumn;
  linkComponent: LinkComponent;
  /** A link of the column was followed (the menu closes). */
  onFollow: (link: MegaMenuLink) => void;
  classNames: { title: string | undefined; links: string | undefined; link: string | undefined };
}) {
  const { href } = column;
  return (
    <>
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
    </>
  );
}
