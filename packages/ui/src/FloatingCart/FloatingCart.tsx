import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { dockItemClass, useDockItem } from '../internal/Dock';
import type { LinkComponent } from '../internal/linkComponent';
import { VisuallyHidden } from '../VisuallyHidden';
import { floatingCartMessages } from './FloatingCart.messages';
import classes from './FloatingCart.module.css';
import { clamp, type FloatingCartEdge, isDrag, nearestEdge } from './floatingCartModel';

export interface FloatingCartProps extends ComponentPropsWithRef<'aside'> {
  /** The cart page. */
  href: string;
  /** Items in the cart, shown in a badge and in the accessible name. @default 0 */
  count?: number;
  /** End of the bottom band the icon starts at. @default 'right' */
  defaultEdge?: FloatingCartEdge;
  /** Called after a drag with the end of the band the icon snapped to (e.g. to remember it). */
  onPositionChange?: (position: { edge: FloatingCartEdge }) => void;
  /** Component for the link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
}

type Drag = {
  pointerId: number;
  startX: number;
  startY: number;
  offsetX: number;
  offsetY: number;
  moved: boolean;
};

/**
 * SPEC §2: on narrow screens (below 1280 px; hidden by CSS from there up) an 80 × 60 px cart icon that opens the
 * cart. It rests at one end of the dock, the bottom band the page reserves for it (so it never covers content);
 * it can be dragged with a pointer and snaps to the nearer end of the band when released. A press without
 * movement is an ordinary click; keyboard users get an ordinary link. The root is a labelled `aside`.
 *
 * **Accessibility:** An `aside` named 'Cart shortcut' (localized) holding a link to the cart whose name comes
 * from its content (the word and the count), so a capped badge never contradicts it; dragging is pointer-only,
 * keyboard users simply follow the link.
 *
 * **Data attributes:**
 * - root: `data-state`: idle, dragging; `data-edge`: left, right; `data-dock-item`: cart
 */
export function FloatingCart({
  href,
  count = 0,
  defaultEdge = 'right',
  onPositionChange,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: FloatingCartProps) {
  const intl = useIntl();
  const [edge, setEdge] = useState<FloatingCartEdge>(defaultEdge);
  const [dragPoint, setDragPoint] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  useDockItem(edge === 'left' ? 'cart-left' : 'cart-right');

  const onPointerDown = (event: PointerEvent<HTMLAnchorElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      offsetX: event.clientX - rect.left,
      offsetY: event.clientY - rect.top,
      moved: false,
    };
    // Every move of this pointer comes here, even the first one of a fast drag that leaves the icon at once.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (scripted events) are not active pointers and cannot be captured; the drag still works.
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLAnchorElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (!current.moved) {
      if (!isDrag(event.clientX - current.startX, event.clientY - current.startY)) return;
      current.moved = true;
    }
    event.preventDefault();
    const { width, height } = event.currentTarget.getBoundingClientRect();
    setDragPoint({
      x: clamp(event.clientX - current.offsetX, 0, window.innerWidth - width),
      y: clamp(event.clientY - current.offsetY, 0, window.innerHeight - height),
    });
  };

  const onPointerEnd = (event: PointerEvent<HTMLAnchorElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const nextEdge = nearestEdge(rect.left, rect.width, window.innerWidth);
    suppressClick.current = true;
    setDragPoint(null);
    setEdge(nextEdge);
    onPositionChange?.({ edge: nextEdge });
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The click that ends a drag must not open the cart.
    if (suppressClick.current) {
      suppressClick.current = false;
      event.preventDefault();
    }
  };

  return (
    <aside
      {...rest}
      className={clsx(classes.FloatingCart, dockItemClass, className)}
      aria-label={intl.formatMessage(floatingCartMessages.region)}
      data-dock-item="cart"
      data-state={dragPoint ? 'dragging' : 'idle'}
      data-edge={edge}
      style={dragPoint ? { left: dragPoint.x, top: dragPoint.y } : undefined}
    >
      <LinkElement
        href={href}
        className={classes.Link}
        // The edge on the link as well, where it was before the landmark wrapped it: selectors keep working.
        data-edge={edge}
        draggable={false}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={onClick}
      >
        <Icon name="cart" size="lg" />
        {/* The name comes from content, not aria-label, so the visible badge never contradicts it (e.g. '99+'). */}
        <VisuallyHidden>{intl.formatMessage(floatingCartMessages.label, { count })}</VisuallyHidden>
        {count > 0 ? (
          <span className={classes.Badge} aria-hidden="true">
            {count > 99 ? '99+' : intl.formatNumber(count)}
          </span>
        ) : null}
      </LinkElement>
    </aside>
  );
}
