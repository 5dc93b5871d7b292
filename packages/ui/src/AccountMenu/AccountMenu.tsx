import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { mergeRefs } from '../internal/mergeRefs';
import { accountMenuMessages } from './AccountMenu.messages';
import classes from './AccountMenu.module.css';

export interface AccountMenuUser {
  /** Name shown on the menu button (the stored username). */
  name: string;
}

export interface AccountMenuProps extends ComponentPropsWithRef<'div'> {
  /** The logged-in user, or null/undefined for a visitor (then login and register links show). */
  user?: AccountMenuUser | null;
  /** Login page. */
  loginHref: string;
  /** Registration page. */
  registerHref: string;
  /** Personal center (order list). */
  personalCenterHref: string;
  /** The user's trial and award applications; the menu offers them when given. */
  applicationsHref?: string;
  /** Called when the personal center item is chosen (the link still navigates). */
  onPersonalCenter?: () => void;
  /** Called when logout is chosen; the app asks for confirmation and clears the session. */
  onLogout: () => void;
  /**
   * Show the person icon before the links or the name: always, never, or `'sm'`, from the `sm` breakpoint
   * (640 px) up, for a phone's narrow header. @default true
   */
  showIcon?: boolean | 'sm';
  /** Component for the links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * Login and register links for visitors; for a logged-in user a menu button (WAI-ARIA menu button pattern:
 * Enter/Space/ArrowDown open on the first item, ArrowUp on the last, arrows and Home/End move, Escape closes
 * and returns focus, Tab closes) with the personal center, the applications (when the app has them) and logout.
 *
 * Logged in, the menu keeps the size of the visitor's links (a longer name is cut with an ellipsis): an app
 * that learns the login after the first paint lays the header out for a visitor, and nothing around the menu
 * moves when the button takes the links' place.
 *
 * **Accessibility:** Visitors get two plain links. For a logged-in user, a button named 'Account menu for
 * <name>' (`aria-haspopup="menu"`, `aria-expanded`, `aria-controls`) opens a `role="menu"` named by the user's
 * name, of `menuitem`s; the keyboard follows the WAI-ARIA menu button pattern above. Nothing to provide beyond
 * `user.name`.
 *
 * **Data attributes:**
 * - root: `data-state`: anonymous (visitor), open, closed (logged in)
 */
export function AccountMenu({
  user,
  loginHref,
  registerHref,
  personalCenterHref,
  applicationsHref,
  onPersonalCenter,
  onLogout,
  showIcon = true,
  linkComponent: LinkElement = 'a',
  className,
  ref,
  ...rest
}: AccountMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const menuId = useId();

  const items = () => menuItems(menuRef.current);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    if (pendingFocus.current) list[pendingFocus.current === 'first' ? 0 : list.length - 1]?.focus();
    pendingFocus.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!user) {
    return (
      <div {...rest} ref={ref} className={clsx(classes.AccountMenu, className)} data-state="anonymous">
        <VisitorRow links={{ component: LinkElement, loginHref, registerHref }} showIcon={showIcon} />
      </div>
    );
  }

  const openMenu = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    if (open) {
      const list = items();
      list[focus === 'first' ? 0 : list.length - 1]?.focus();
      pendingFocus.current = null;
    } else setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
    else if (event.key === ' ' && document.activeElement?.tagName === 'A') {
      // Space activates menu items, links included (links only react to Enter natively).
      event.preventDefault();
      (document.activeElement as HTMLElement).click();
    }
  };

  return (
    <div
      {...rest}
      ref={mergeRefs(rootRef, ref)}
      className={clsx(classes.AccountMenu, classes.LoggedIn, className)}
      data-state={open ? 'open' : 'closed'}
    >
      {/* The visitor's row, unseen: the button takes its place and its size, so that the page around
          does not move when the app learns, after the first paint, that the visitor is logged in. */}
      <span aria-hidden="true" className={classes.Reserved}>
        <VisitorRow showIcon={showIcon} />
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={classes.Trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(accountMenuMessages.trigger, { name: user.name })}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon show={showIcon} />
        <span className={classes.Name}>{user.name}</span>
        <Icon name="chevron-down" size="sm" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={user.name}
          className={classes.Menu}
          onKeyDown={onMenuKeyDown}
        >
          <LinkElement
            href={personalCenterHref}
            role="menuitem"
            tabIndex={-1}
            className={classes.Item}
            onClick={() => {
              onPersonalCenter?.();
              setOpen(false);
            }}
          >
            {intl.formatMessage(accountMenuMessages.personalCenter)}
          </LinkElement>
          {applicationsHref ? (
            <LinkElement
              href={applicationsHref}
              role="menuitem"
              tabIndex={-1}
              className={classes.Item}
              onClick={() => setOpen(false)}
            >
              {intl.formatMessage(accountMenuMessages.applications)}
            </LinkElement>
          ) : null}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={classes.Item}
            onClick={() => {
              close(true);
              onLogout();
            }}
          >
            {intl.formatMessage(accountMenuMessages.logout)}
          </button>
        </div>
      ) : null}
    </div>
  );
}

interface VisitorLinks {
  component: LinkComponent;
  loginHref: string;
  registerHref: string;
}

/**
 * The visitor's row: the login and register links, or, without `links`, the same texts unlinked (the
 * logged-in menu's unseen copy, which keeps the row's size).
 */
function VisitorRow({ links, showIcon }: { links?: VisitorLinks; showIcon: boolean | 'sm' }) {
  const intl = useIntl();
  const item = (text: string, href: 'loginHref' | 'registerHref') => {
    if (!links) return <span className={classes.Link}>{text}</span>;
    const { component: LinkElement } = links;
    return (
      <LinkElement href={links[href]} className={classes.Link}>
        {text}
      </LinkElement>
    );
  };
  return (
    <>
      <UserIcon show={showIcon} />
      {item(intl.formatMessage(accountMenuMessages.login), 'loginHref')}
      <span aria-hidden="true" className={classes.Separator}>
        /
      </span>
      {item(intl.formatMessage(accountMenuMessages.register), 'registerHref')}
    </>
  );
}

/** The person icon before the visitor's links and the user's name, as `showIcon` asks. */
function UserIcon({ show }: { show: boolean | 'sm' }) {
  if (!show) return null;
  return <Icon name="user" size="sm" className={show === 'sm' ? classes.IconFromSm : undefined} />;
}
