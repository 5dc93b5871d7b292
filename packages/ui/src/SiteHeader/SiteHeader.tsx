import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AccountMenu, type AccountMenuProps } from '../AccountMenu';
import { CartLink } from '../CartLink';
import { MENU_CLOSE_DELAY } from '../hooks/useHoverIntent';
import { SEARCH_COLLAPSE_OFFSET, useScrollCollapse } from '../hooks/useScrollCollapse';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { LanguageSwitch } from '../LanguageSwitch';
import { MegaMenu } from '../MegaMenu';
import type { MegaMenuItem, MegaMenuLink } from '../MegaMenu/megaMenuModel';
import { MobileNav } from '../MobileNav';
import { SearchBox, type SearchBoxProps } from '../SearchBox';
import { siteHeaderMessages } from './SiteHeader.messages';
import classes from './SiteHeader.module.css';

/** An item of the main navigation; with `columns` it gets a mega-menu panel. */
export type SiteHeaderNavItem = MegaMenuItem;

export interface SiteHeaderLanguageSwitch {
  /** The same path and query on the other language's site. */
  href: string;
  /** Text in the target language, e.g. 'English' or '中文'. */
  label: string;
  /** BCP 47 tag of the target language, e.g. 'en' or 'zh-CN'. */
  lang: string;
}

export interface SiteHeaderCart {
  /** The cart page. */
  href: string;
  /** Items in the cart (sum of counts). */
  count: number;
}

export interface SiteHeaderProps extends ComponentPropsWithRef<'header'> {
  /** Logo or site name, usually a link home. */
  brand: ReactNode;
  /** Main navigation, in order; items with `columns` open a mega-menu (a drawer accordion below 1280 px). */
  nav: SiteHeaderNavItem[];
  /** Link to the other language's site; a plain `<a>` because it changes origin. */
  languageSwitch: SiteHeaderLanguageSwitch;
  /** Stock code line shown at the start of the top bar (the Chinese site), already localized. */
  stockCode?: string;
  /** Phone number for the top bar's tel: link, as displayed (e.g. '400-000-0000'). */
  phone?: string;
  /** Called when the phone link is followed (analytics). */
  onPhoneClick?: () => void;
  /** Contact page for the top bar's contact link. */
  contactHref?: string;
  /** Login/register links or the user menu; omit to leave it out. */
  account?: Omit<AccountMenuProps, 'linkComponent' | 'className'>;
  /** Cart link with its count; omit to leave it out. */
  cart?: SiteHeaderCart;
  /** The search bar under the navigation; it collapses on scroll (SPEC §4). Omit for no search bar. */
  search?: Omit<SearchBoxProps, 'linkComponent' | 'className'>;
  /** Called for every navigation link followed, desktop mega-menu or mobile drawer (analytics). */
  onNavigate?: (link: MegaMenuLink) => void;
  /** Milliseconds a mega-menu stays open after the pointer leaves (SPEC §9). @default 300 */
  menuCloseDelay?: number;
  /** The search bar collapses once the page scrolls past its height plus this many px (SPEC §4). @default 30 */
  searchCollapseOffset?: number;
  /** Component for navigation links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Extra top-bar content after the built-in utilities. */
  children?: ReactNode;
  /** Class for the root `<header>`. */
  className?: string;
}

/**
 * The fixed top bar of SPEC §2: a utility row (stock code, phone, contact, language, account, cart), the
 * brand with the main navigation (mega-menus from 1280 px, a drawer below) and the search bar with hot
 * keywords, which collapses (`data-state="collapsed"`) once the page scrolls past its height plus 30 px.
 * Below 640 px the utility row keeps to one line from 360 px up: the phone and contact move into the drawer,
 * the cart shows its icon and badge without the word, and the account its links without the icon.
 *
 * **Accessibility:** A `header` (the banner landmark) whose utility row is a list named 'Account and contact';
 * the phone link is named 'Call <number>'; the navigation, search, account menu and cart link bring their own
 * semantics (MegaMenu, MobileNav, SearchBox, AccountMenu, CartLink). Pass the `brand` as a link with an
 * accessible name (the logo's `alt`).
 *
 * **Data attributes:**
 * - root: `data-state`: open, closed (the mobile drawer)
 * - search bar: `data-state`: expanded, collapsed
 */
export function SiteHeader({
  brand,
  nav,
  languageSwitch,
  stockCode,
  phone,
  onPhoneClick,
  contactHref,
  account,
  cart,
  search,
  onNavigate,
  menuCloseDelay = MENU_CLOSE_DELAY,
  searchCollapseOffset = SEARCH_COLLAPSE_OFFSET,
  linkComponent = 'a',
  children,
  className,
  ...rest
}: SiteHeaderProps) {
  const intl = useIntl();
  const LinkElement = linkComponent;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const searchCollapsed = useScrollCollapse(searchRef, searchCollapseOffset);

  const phoneLink = phone ? (
    <a
      className={classes.Utility}
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={intl.formatMessage(siteHeaderMessages.phone, { number: phone })}
      onClick={onPhoneClick}
    >
      <Icon name="phone" size="sm" />
      <span>{phone}</span>
    </a>
  ) : null;
  const contactLink = contactHref ? (
    <LinkElement href={contactHref} className={classes.Utility}>
      <Icon name="mail" size="sm" />
      <span>{intl.formatMessage(siteHeaderMessages.contact)}</span>
    </LinkElement>
  ) : null;

  return (
    <header
      {...rest}
      className={clsx(classes.SiteHeader, className)}
      data-state={drawerOpen ? 'open' : 'closed'}
    >
      <div className={classes.TopBar}>
        <div className={clsx(classes.Inner, classes.TopBarInner)}>
          {stockCode ? <p className={classes.StockCode}>{stockCode}</p> : null}
          <ul className={classes.Utilities} aria-label={intl.formatMessage(siteHeaderMessages.topBar)}>
            {phoneLink ? <li className={classes.WideOnly}>{phoneLink}</li> : null}
            {contactLink ? <li className={classes.WideOnly}>{contactLink}</li> : null}
            <li>
              <LanguageSwitch {...languageSwitch} />
            </li>
            {account ? (
              <li>
                <AccountMenu showIcon="sm" {...account} linkComponent={linkComponent} />
              </li>
            ) : null}
            {cart ? (
              <li>
                <CartLink href={cart.href} count={cart.count} showText="sm" linkComponent={linkComponent} />
              </li>
            ) : null}
            {children ? <li className={classes.Extra}>{children}</li> : null}
          </ul>
        </div>
      </div>
      <div className={clsx(classes.Inner, classes.Main)}>
        <div className={classes.Brand}>{brand}</div>
        <MegaMenu
          className={classes.Nav}
          items={nav}
          closeDelay={menuCloseDelay}
          onNavigate={onNavigate}
          linkComponent={linkComponent}
        />
        <MobileNav
          className={classes.MobileNav}
          items={nav}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          onNavigate={onNavigate}
          linkComponent={linkComponent}
        >
          {phoneLink}
          {contactLink}
        </MobileNav>
      </div>
      {search ? (
        <div
          ref={searchRef}
          className={classes.SearchBar}
          data-state={searchCollapsed ? 'collapsed' : 'expanded'}
        >
          <div className={classes.Inner}>
            <SearchBox {...search} linkComponent={linkComponent} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
