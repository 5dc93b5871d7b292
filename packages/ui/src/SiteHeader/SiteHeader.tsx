import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { siteHeaderMessages } from './SiteHeader.messages';
import classes from './SiteHeader.module.css';

export interface SiteHeaderNavItem {
  /** Link text, already localized. */
  label: string;
  /** Target path. */
  href: string;
  /** Whether this is the current section; marked with aria-current. @default false */
  active?: boolean;
}

export interface SiteHeaderLanguageSwitch {
  /** The same page on the other language's site. */
  href: string;
  /** Text in the target language, e.g. 'English' or '中文'. */
  label: string;
  /** BCP 47 tag of the target language, e.g. 'en' or 'zh-CN'. */
  lang: string;
}

export interface SiteHeaderProps {
  /** Logo or site name, usually a link home. */
  brand: ReactNode;
  /** Main navigation, in order. */
  nav: SiteHeaderNavItem[];
  /** Link to the other language's site; a plain `<a>` because it changes origin. */
  languageSwitch: SiteHeaderLanguageSwitch;
  /** Component for navigation links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Utility slot after the navigation: search, phone, login or user menu, cart. */
  children?: ReactNode;
  /** Class for the root `<header>`. */
  className?: string;
}

/**
 * The fixed top bar. From 1280 px up the navigation and utilities sit in one row; below that (SPEC "mobile
 * mode") they collapse behind a menu button that toggles a disclosure panel.
 */
export function SiteHeader({
  brand,
  nav,
  languageSwitch,
  linkComponent: LinkElement = 'a',
  children,
  className,
}: SiteHeaderProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for Escape anywhere in the header to close the menu.
    <header
      className={clsx(classes.SiteHeader, className)}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={handleKeyDown}
    >
      <div className={classes.Inner}>
        <div className={classes.Brand}>{brand}</div>
        <div id={panelId} className={classes.Panel}>
          <nav className={classes.Nav} aria-label={intl.formatMessage(siteHeaderMessages.navigation)}>
            <ul className={classes.NavList}>
              {nav.map((item) => (
                <li key={item.href}>
                  <LinkElement
                    href={item.href}
                    className={classes.NavLink}
                    aria-current={item.active ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </LinkElement>
                </li>
              ))}
            </ul>
          </nav>
          {children ? <div className={classes.Utilities}>{children}</div> : null}
        </div>
        <a
          className={classes.LanguageSwitch}
          href={languageSwitch.href}
          hrefLang={languageSwitch.lang}
          lang={languageSwitch.lang}
        >
          <Icon name="globe" size="sm" />
          <span>{languageSwitch.label}</span>
        </a>
        <button
          ref={menuButtonRef}
          type="button"
          className={classes.MenuButton}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={intl.formatMessage(open ? siteHeaderMessages.closeMenu : siteHeaderMessages.openMenu)}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size="lg" />
        </button>
      </div>
    </header>
  );
}
