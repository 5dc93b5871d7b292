import { clsx } from 'clsx';
import {
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useRef,
} from 'react';
import { useIntl } from 'react-intl';
import { MENU_CLOSE_DELAY, useHoverIntent } from '../hooks/useHoverIntent';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { useControllableState } from '../internal/useControllableState';
import { megaMenuMessages } from './MegaMenu.messages';
import classes from './MegaMenu.module.css';
import { MenuColumns } from './MenuColumns';
import type { MegaMenuItem, MegaMenuLink } from './megaMenuModel';

export interface MegaMenuProps extends ComponentPropsWithRef<'nav'> {
  /** Navigation items in order (SPEC §2: Home, Products, Services, Resources & Support, News & Activities, About Us, Investors). */
  items: MegaMenuItem[];
  /** Milliseconds the panel stays open after the pointer leaves (SPEC §9). @default 300 */
  closeDelay?: number;
  /** Called for every link followed in the navigation, top level or panel (analytics). */
  onNavigate?: (link: MegaMenuLink) => void;
  /** Component for the links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Accessible name of the `<nav>`. @default the localized 'Main' */
  label?: string;
  /** Class for the root `<nav>`. */
  className?: string;
  /** The index of the item whose panel is open, `null` for none: given, the parent owns the state. */
  openIndex?: number | null;
  /** The open panel at first, when the component owns the state. @default null */
  defaultOpenIndex?: number | null;
  /** Called whenever a panel opens or closes (hover, toggle, keys, focus leaving), controlled or not. */
  onOpenIndexChange?: (index: number | null) => void;
}

/**
 * The main navigation with mega-menu panels (WAI-ARIA disclosure navigation): each item with columns has a
 * link and a toggle button. Panels open on hover, on the toggle (click, Enter, Space) and with ArrowDown
 * (which also moves into the panel); they close `closeDelay` ms after the pointer leaves, when focus leaves
 * the item, or on Escape, which returns focus to the toggle. ArrowLeft/Right move between top-level items,
 * ArrowUp/Down between the links of an open panel.
 *
 * **Accessibility:** A `nav` named by `label` (default 'Main'); the current item's link has
 * `aria-current="page"`; each toggle is a button named '<label> submenu' with `aria-expanded` and
 * `aria-controls`; keys as above. Give each item a `label`.
 *
 * **Data attributes:**
 * - root: `data-state`: open, closed (any panel)
 * - item: `data-state`: open, closed
 */
export function MegaMenu({
  items,
  closeDelay = MENU_CLOSE_DELAY,
  onNavigate,
  linkComponent: LinkElement = 'a',
  label,
  className,
  openIndex: openIndexProp,
  defaultOpenIndex = null,
  onOpenIndexChange,
  ...rest
}: MegaMenuProps) {
  const intl = useIntl();
  const baseId = useId();
  const [openIndex, setOpenIndex] = useControllableState<number | null>({
    value: openIndexProp,
    defaultValue: defaultOpenIndex,
    onChange: onOpenIndexChange,
  });
  const listRef = useRef<HTMLUListElement>(null);
  // A mouse click on the toggle of a panel that hover has just opened must not close it again.
  const openedByHover = useRef(false);
  const { schedule, cancel } = useHoverIntent(() => setOpenIndex(null), closeDelay);

  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const itemElement = (index: number) => listRef.current?.children[index] as HTMLElement | undefined;
  const panelLinks = (index: number) =>
    Array.from(itemElement(index)?.querySelectorAll<HTMLElement>(`.${classes.Panel} a`) ?? []);

  const openAndFocusPanel = (index: number) => {
    cancel();
    setOpenIndex(index);
    // The panel's links render once it is open; focus the first after React has committed them.
    requestAnimationFrame(() => panelLinks(index)[0]?.focus());
  };

  const handleItemKeyDown = (index: number, hasPanel: boolean) => (event: KeyboardEvent<HTMLLIElement>) => {
    const target = event.target as HTMLElement;
    const inPanel = target.closest(`.${classes.Panel}`) !== null;
    if (event.key === 'Escape' && openIndex === index) {
      event.preventDefault();
      setOpenIndex(null);
      itemElement(index)?.querySelector<HTMLElement>(`.${classes.Toggle}`)?.focus();
      return;
    }
    if (inPanel && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const links = panelLinks(index);
      const position = links.indexOf(target);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      event.preventDefault();
      links[(position + step + links.length) % links.length]?.focus();
      return;
    }
    if (inPanel) return;
    if (event.key === 'ArrowDown' && hasPanel) {
      event.preventDefault();
      openAndFocusPanel(index);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const step = event.key === 'ArrowRight' ? 1 : -1;
      const next = (index + step + items.length) % items.length;
      event.preventDefault();
      itemElement(next)?.querySelector<HTMLElement>(`.${classes.TopLink}`)?.focus();
    }
  };

  const handleItemBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    // Focus moved outside this item (Tab past the panel, a click elsewhere): close its panel.
    if (openIndex === index && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpenIndex(null);
    }
  };

  const handlePointerEnter = (index: number, hasPanel: boolean) => (event: PointerEvent) => {
    // Touch and pen have no hover; they use the toggle.
    if (event.pointerType !== 'mouse') return;
    cancel();
    openedByHover.current = hasPanel;
    setOpenIndex(hasPanel ? index : null);
  };

  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    schedule();
  };

  const follow = (link: MegaMenuLink) => {
    cancel();
    setOpenIndex(null);
    onNavigate?.(link);
  };

  return (
    <nav
      {...rest}
      className={clsx(classes.MegaMenu, className)}
      aria-label={label ?? intl.formatMessage(megaMenuMessages.navigation)}
      data-state={openIndex === null ? 'closed' : 'open'}
    >
      <ul ref={listRef} className={classes.List}>
        {items.map((item, index) => {
          const hasPanel = Boolean(item.columns && item.columns.length > 0);
          const open = openIndex === index;
          return (
            <li
              key={item.href}
              className={classes.Item}
              data-state={open ? 'open' : 'closed'}
              onPointerEnter={handlePointerEnter(index, hasPanel)}
              onPointerLeave={handlePointerLeave}
              onKeyDown={handleItemKeyDown(index, hasPanel)}
              onBlur={handleItemBlur(index)}
            >
              <LinkElement
                href={item.href}
                className={classes.TopLink}
                aria-current={item.active ? 'page' : undefined}
                onClick={() => follow({ label: item.label, href: item.href })}
              >
                {item.label}
              </LinkElement>
              {hasPanel ? (
                <>
                  <button
                    type="button"
                    className={classes.Toggle}
                    aria-expanded={open}
                    aria-controls={panelId(index)}
                    aria-label={intl.formatMessage(megaMenuMessages.toggle, { label: item.label })}
                    onClick={() => {
                      cancel();
                      const keepOpen = open && openedByHover.current;
                      openedByHover.current = false;
                      setOpenIndex(open && !keepOpen ? null : index);
                    }}
                  >
                    <Icon name="chevron-down" size="sm" />
                  </button>
                  <div id={panelId(index)} className={classes.Panel} hidden={!open}>
                    {/* Columns render while open only: closed panels would add every category link to the
                        page's DOM and hydration. The toggle still controls this (empty) panel. */}
                    {open ? (
                      <ul className={classes.Columns}>
                        <MenuColumns
                          columns={item.columns ?? []}
                          linkComponent={LinkElement}
                          onFollow={follow}
                          classNames={{
                            column: classes.Column,
                            title: classes.ColumnTitle,
                            links: classes.Links,
                            link: classes.Link,
                          }}
                        />
                      </ul>
                    ) : null}
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
