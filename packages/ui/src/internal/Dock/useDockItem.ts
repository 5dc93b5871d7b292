import { useLayoutEffect } from 'react';

/** What rests in the dock: the floating cart at one of its edges, or the follow button. */
export type DockItem = 'cart-left' | 'cart-right' | 'follow';

/** The root element's attribute that lists the dock's items for Dock.module.css ("cart-left follow"). */
const dockAttribute = 'data-sf-dock';

/**
 * The attribute for a server-rendered `<html>` whose page will show dock items (they often mount late, e.g.
 * once the browser is idle): the page reserves the band's space from the first paint, and the items'
 * arrival then changes neither the layout nor the styles the whole page inherits (the recalculation of
 * every element that the band's custom property caused). The band itself is drawn once an item is there.
 */
export const reservedDockAttributes = { [dockAttribute]: 'reserved' } as const;

// The items on the page. The stylesheet once found them itself (`:root:has(.DockItem)`), which cannot be
// rendered ahead of them.
const mounted = new Map<symbol, DockItem>();

function writeDockAttribute(): void {
  const items = [...new Set(mounted.values())].sort().join(' ');
  if (items) document.documentElement.setAttribute(dockAttribute, items);
  else document.documentElement.removeAttribute(dockAttribute);
}

/**
 * Marks the document while a dock item is shown (`null`: not shown), so that the page reserves the band
 * (before the browser paints the item: a layout effect).
 */
export function useDockItem(item: DockItem | null): void {
  useLayoutEffect(() => {
    if (!item) return undefined;
    const key = Symbol(item);
    mounted.set(key, item);
    writeDockAttribute();
    return () => {
      mounted.delete(key);
      writeDockAttribute();
    };
  }, [item]);
}
