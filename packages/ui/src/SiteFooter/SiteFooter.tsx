import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { LinkComponent } from '../internal/linkComponent';
import classes from './SiteFooter.module.css';

export interface SiteFooterProps {
  /** Footer content: link lists (SiteFooter.Links), the message form, contact lines. */
  children?: ReactNode;
  /** Copyright line, already localized (may include the ICP licence). */
  copyright: string;
  /** Class for the root `<footer>`. */
  className?: string;
}

export interface SiteFooterLinksProps {
  /** Heading of the list, e.g. 'Resources'. */
  title: string;
  /** Links, in order. */
  links: { label: string; href: string }[];
  /** Component for the links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
}

/** The page footer on the dark brand background. */
function SiteFooterRoot({ children, copyright, className }: SiteFooterProps) {
  return (
    <footer className={clsx(classes.SiteFooter, className)}>
      <div className={classes.Inner}>
        {children ? <div className={classes.Content}>{children}</div> : null}
        <div className={classes.Bottom}>
          <p className={classes.Copyright}>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}

/** A titled column of footer links. */
export function SiteFooterLinks({ title, links, linkComponent: LinkElement = 'a' }: SiteFooterLinksProps) {
  return (
    <section className={classes.Links}>
      <h2 className={classes.LinksTitle}>{title}</h2>
      <ul className={classes.LinksList}>
        {links.map((link) => (
          <li key={link.href}>
            <LinkElement href={link.href} className={classes.Link}>
              {link.label}
            </LinkElement>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const SiteFooter = Object.assign(SiteFooterRoot, { Links: SiteFooterLinks });
