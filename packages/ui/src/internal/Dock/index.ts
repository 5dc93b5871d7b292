import classes from './Dock.module.css';

export { reservedDockAttributes, useDockItem } from './useDockItem';

/**
 * Class of an element that rests in the dock, the bottom band of narrow screens (see Dock.module.css); with
 * `data-dock-item` ('cart' with its `data-edge', or 'follow') and `useDockItem`, which reserves the band.
 */
export const dockItemClass = classes.DockItem;
