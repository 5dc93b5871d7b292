import { clsx } from 'clsx';
import type { HTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { mergeRefs } from '../mergeRefs';

/** The DOM props (ref, data-*, className, …) are the root's in every state: the list or the empty block. */
export interface ItemListProps<Item> extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement> | undefined;
  /** The list element: `ol` where the order is the content's (citations), else `ul`. */
  as: 'ol' | 'ul';
  /** The list's own class, beside the caller's `className`. */
  listClassName: string | undefined;
  /** The list's accessible name. */
  label: string;
  items: readonly Item[];
  /** An item's `<li>`, with its key. */
  renderItem: (item: Item) => ReactElement;
  /** Placeholder items instead of the items, and `aria-busy`. */
  loading: boolean;
  /** How many placeholder items show while loading. */
  placeholderCount: number;
  /** The class of a placeholder item, usually the items' own so that it takes their place. */
  placeholderClassName: string | undefined;
  /** What a placeholder item holds (skeletons the shape of an item). */
  placeholder: ReactNode;
  /** What shows instead of a loaded list without items. */
  emptyState: ReactNode;
}

/**
 * The states of a public list (articles, citations, jobs): a named `<ul>`/`<ol>` of items; while
 * loading, the same list busy with placeholder items (`data-state="loading"`); once loaded without
 * items, the empty state in a `<div>` that keeps the caller's props.
 */
export function ItemList<Item>({
  as: List,
  listClassName,
  label,
  items,
  renderItem,
  loading,
  placeholderCount,
  placeholderClassName,
  placeholder,
  emptyState,
  className,
  ref,
  ...rest
}: ItemListProps<Item>) {
  if (!loading && items.length === 0) {
    return (
      <div {...rest} ref={mergeRefs(ref)} className={className}>
        {emptyState}
      </div>
    );
  }
  return (
    <List
      {...rest}
      ref={mergeRefs(ref)}
      className={clsx(listClassName, className)}
      aria-label={label}
      aria-busy={loading || undefined}
    >
      {loading
        ? Array.from({ length: placeholderCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index} className={placeholderClassName} data-state="loading">
              {placeholder}
            </li>
          ))
        : items.map(renderItem)}
    </List>
  );
}
