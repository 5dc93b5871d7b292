import { clsx } from 'clsx';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { useControllableState } from '../internal/useControllableState';
import { MenuColumns } from '../MegaMenu/MenuColumns';
import type { MegaMenuItem, MegaMenuLink } from '../MegaMenu/megaMenuModel';
import { mobileNavMessages } from './MobileNav.messages';
import classes from './MobileNav.module.css';

export interface MobileNavProps extends ComponentPropsWithRef<'div'> {
  /** The same items as the desktop MegaMenu; columns become accordion sections. */
  items: MegaMenuItem[];
  /** Controlled open state of the drawer; pair with onOpenChange. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (menu button, close button, Escape, backdrop, a followed link). */
  onOpenChange?: (open: boolean) => void;
  /** Called for every link followed in the drawer (analytics). */
  onNavigate?: (link: MegaMenuLink) => void;
  /** Extra content at the bottom of the drawer, e.g. the language switch or phone line. */
  children?: ReactNode;
  /** Component for the links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element (the menu button's wrapper). */
  className?: string;
}

/**
 * The navigation below 1280 px: a menu button opening a drawer on the native modal `<dialog>` (the page
 * behind is inert, so focus stays inside; Escape closes and focus returns to the menu button). Items with
 * columns expand in place, one at a time (accordion).
 *
 * **Accessibility:** The menu button ('Open menu', `aria-haspopup="dialog"`, `aria-expanded`) opens a modal
 * `dialog` named 'Menu' with a 'Close menu' button and a `nav` named 'Main'; the current item has
 * `aria-current="page"`, each expandable item a toggle named '<label> submenu' with `aria-expanded` and
 * `aria-controls`. Focus stays inside while open.
 *
 * **Data attributes:**
 * - root: `data-state`: open, closed
 * - item: `data-state`: open, closed
 */
export function MobileNav({
  items,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onNavigate,
  children,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: MobileNavProps) {
  const intl = useIntl();
  const baseId = useId();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [expanded, setExpanded] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const handleClose = () => {
    // The dialog's close event covers Escape, our close() and the close button alike. It comes a task
    // after close(): when the drawer has been opened again by then, it is an old one and changes nothing.
    if (dialogRef.current?.open) return;
    if (open) setOpen(false);
    buttonRef.current?.focus();
  };

  const handleDialogClick = (event: ReactMouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop targets the dialog element itself, outside the drawer surface.
    if (event.target === event.currentTarget) setOpen(false);
  };

  const handleDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Close through state: scripted key events do not trigger the native cancel.
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    // The modal dialog makes the page inert, but Tab would still leave for the browser's own controls; wrap
    // around inside the drawer instead so focus never gets lost.
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    ).filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const follow = (link: MegaMenuLink) => {
    onNavigate?.(link);
    setOpen(false);
  };

  return (
    <div {...rest} className={clsx(classes.MobileNav, className)} data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.MenuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage(mobileNavMessages.openMenu)}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size="lg" />
      </button>
      {/* The backdrop click is a pointer shortcut; Escape and the close button cover the keyboard. */}
      <dialog
        ref={dialogRef}
        className={classes.Drawer}
        aria-label={intl.formatMessage(mobileNavMessages.title)}
        onClose={handleClose}
        onClick={handleDialogClick}
        onKeyDown={handleDialogKeyDown}
      >
        {/* The drawer's contents render while it is open only: closed, a modal dialog shows nothing (and
            cannot open without JavaScript), and its every section link would add some 120 elements to
            each page's HTML, style, layout and hydration. */}
        {open ? (
          <div className={classes.Surface}>
            <div className={classes.Top}>
              <button
                type="button"
                className={classes.CloseButton}
                aria-label={intl.formatMessage(mobileNavMessages.closeMenu)}
                onClick={() => setOpen(false)}
              >
                <Icon name="close" size="lg" />
              </button>
            </div>
            <nav aria-label={intl.formatMessage(mobileNavMessages.navigation)}>
              <ul className={classes.List}>
                {items.map((item, index) => {
                  const hasPanel = Boolean(item.columns && item.columns.length > 0);
                  const isExpanded = expanded === index;
                  const sectionId = `${baseId}-section-${index}`;
                  return (
                    <li key={item.href} className={classes.Item} data-state={isExpanded ? 'open' : 'closed'}>
                      <div className={classes.Row}>
                        <LinkElement
                          href={item.href}
                          className={classes.TopLink}
                          aria-current={item.active ? 'page' : undefined}
                          onClick={() => follow({ label: item.label, href: item.href })}
                        >
                          {item.label}
                        </LinkElement>
                        {hasPanel ? (
                          <button
                            type="button"
                            className={classes.Toggle}
                            aria-expanded={isExpanded}
                            aria-controls={sectionId}
                            aria-label={intl.formatMessage(mobileNavMessages.toggle, { label: item.label })}
                            onClick={() => setExpanded(isExpanded ? null : index)}
                          >
                            <Icon name="chevron-down" size="md" />
                          </button>
                        ) : null}
                      </div>
                      {hasPanel ? (
                        <ul id={sectionId} className={classes.Section} hidden={!isExpanded}>
                          {/* Like the drawer, a section's links render while it is expanded only. */}
                          {isExpanded ? (
                            <MenuColumns
                              columns={item.columns ?? []}
                              linkComponent={LinkElement}
                              onFollow={follow}
                              classNames={{
                                column: undefined,
                                title: classes.ColumnTitle,
                                links: classes.Links,
                                link: classes.Link,
                              }}
                            />
                          ) : null}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </nav>
            {children ? <div className={classes.Extra}>{children}</div> : null}
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
