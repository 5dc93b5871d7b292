import { clsx } from 'clsx';
import {
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { useControllableState } from '../internal/useControllableState';
import { categoryTreeMessages } from './CategoryTree.messages';
import classes from './CategoryTree.module.css';
import {
  type CategoryTreeNode,
  collapse,
  expandExclusive,
  hasChildren,
  reveal,
  visibleItems,
} from './categoryTreeModel';

export interface CategoryTreeProps<N extends CategoryTreeNode = CategoryTreeNode>
  extends ComponentPropsWithRef<'div'> {
  /** Root categories with nested children (the API's CategoryNode fits). */
  nodes: readonly N[];
  /** Id of the selected category (the current page); its ancestors open so that it is visible. */
  value?: number;
  /** Called when a leaf is activated by click, Enter or Space. */
  onNodeClick?: (node: N) => void;
  /** URL of a leaf; when given, leaves are links (crawlable, and work without JavaScript). */
  getHref?: (node: N) => string;
  /** Component for leaf links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Accessible name of the tree. @default the localized 'Product categories' */
  label?: string;
  /** Class for the root element. */
  className?: string;
  /**
   * Ids of the expanded categories: given, the parent owns them (and opens the selected category's branch
   * itself: the tree asks for it through onExpandedChange when `value` changes).
   */
  expanded?: readonly number[];
  /** Expanded categories at first, when the tree owns them. @default the selected category's ancestors */
  defaultExpanded?: readonly number[];
  /** Called with the new ids whenever a branch opens or closes, controlled or not. */
  onExpandedChange?: (expanded: number[]) => void;
}

const itemIdFrom = (target: EventTarget | null) => {
  const item = target instanceof Element ? target.closest<HTMLElement>('[role="treeitem"]') : null;
  return item?.dataset.id ? Number(item.dataset.id) : null;
};

/**
 * The category navigation tree of SPEC §4: clicking a node expands it and collapses its siblings; a leaf
 * emits onNodeClick. Keyboard follows the WAI-ARIA tree pattern (arrows, Home/End, Enter/Space, type-ahead),
 * with a single tab stop.
 *
 * **Accessibility:** A WAI-ARIA `tree` named by `label` (default 'Product categories'): `treeitem`s with
 * `aria-level`, `aria-setsize`, `aria-posinset`, `aria-expanded` on parents, `aria-selected` on the current
 * node, `group`s for the levels; one tab stop (roving `tabIndex`), arrows, Home/End, Enter and type-ahead.
 * Nothing else to provide.
 *
 * **Data attributes:**
 * - row: `data-state`: expanded, collapsed, leaf; `data-selected` on the current node; `data-id`: the node's id
 */
export function CategoryTree<N extends CategoryTreeNode>({
  nodes,
  value,
  onNodeClick,
  getHref,
  linkComponent: LinkElement = 'a',
  label,
  className,
  expanded: expandedProp,
  defaultExpanded,
  onExpandedChange,
  ...rest
}: CategoryTreeProps<N>) {
  const intl = useIntl();
  const baseId = useId();
  const [expandedIds, setExpandedIds] = useControllableState<readonly number[]>({
    value: expandedProp,
    defaultValue: defaultExpanded ?? (value === undefined ? [] : [...reveal(nodes, new Set(), value)]),
    onChange: onExpandedChange && ((ids) => onExpandedChange([...ids])),
  });
  const expanded = useMemo(() => new Set(expandedIds), [expandedIds]);
  const setExpanded = (next: ReadonlySet<number>) => setExpandedIds([...next]);
  const controlled = expandedProp !== undefined;
  // When the selected category changes (navigation), open its branch. The tree's own state is adjusted
  // during render, which avoids a flash of the old branch that an effect would cause; a parent that owns
  // the state is asked after the render (it cannot be set while this one renders).
  const [revealedValue, setRevealedValue] = useState(value);
  if (!controlled && value !== revealedValue) {
    setRevealedValue(value);
    if (value !== undefined) setExpanded(reveal(nodes, expanded, value));
  }
  const pendingReveal = controlled && value !== revealedValue ? value : undefined;
  useEffect(() => {
    if (pendingReveal === undefined) return;
    setRevealedValue(pendingReveal);
    setExpanded(reveal(nodes, expanded, pendingReveal));
  });
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLDivElement>());
  const linkRefs = useRef(new Map<number, HTMLAnchorElement>());

  const items = visibleItems(nodes, expanded);
  const visibleIds = new Set(items.map((item) => item.node.id));
  const tabStop =
    (focusedId !== null && visibleIds.has(focusedId) && focusedId) ||
    (value !== undefined && visibleIds.has(value) && value) ||
    items[0]?.node.id;

  const focusItem = (id: number | undefined) => {
    if (id === undefined) return;
    setFocusedId(id);
    itemRefs.current.get(id)?.focus();
  };

  const toggle = (node: N) => {
    setExpanded(
      expanded.has(node.id) ? collapse(nodes, expanded, node.id) : expandExclusive(nodes, expanded, node.id),
    );
  };

  const handleRowClick = (node: N) => (event: MouseEvent) => {
    event.stopPropagation();
    setFocusedId(node.id);
    if (hasChildren(node)) toggle(node);
    else onNodeClick?.(node);
  };

  const activate = (node: N) => {
    if (hasChildren(node)) {
      toggle(node);
      return;
    }
    const link = linkRefs.current.get(node.id);
    // A link's own click runs the row handler (onNodeClick) and then navigates, as a mouse click would.
    if (link) link.click();
    else onNodeClick?.(node);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const id = itemIdFrom(event.target);
    const index = items.findIndex((item) => item.node.id === id);
    const current = items[index];
    if (!current) return;
    const { node } = current;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusItem(items[index + 1]?.node.id);
        break;
      case 'ArrowUp':
        focusItem(items[index - 1]?.node.id);
        break;
      case 'Home':
        focusItem(items[0]?.node.id);
        break;
      case 'End':
        focusItem(items[items.length - 1]?.node.id);
        break;
      case 'ArrowRight':
        if (!hasChildren(node)) break;
        if (expanded.has(node.id)) focusItem(node.children?.[0]?.id);
        else setExpanded(expandExclusive(nodes, expanded, node.id));
        break;
      case 'ArrowLeft':
        if (expanded.has(node.id)) setExpanded(collapse(nodes, expanded, node.id));
        else if (current.parentId !== null) focusItem(current.parentId);
        break;
      case 'Enter':
      case ' ':
        activate(node);
        break;
      default:
        handled = typeAhead(event.key, index);
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const typeAhead = (key: string, fromIndex: number) => {
    if (key.length !== 1 || key === ' ') return false;
    const needle = key.toLocaleLowerCase();
    const ordered = [...items.slice(fromIndex + 1), ...items.slice(0, fromIndex + 1)];
    const match = ordered.find((item) => item.node.name.toLocaleLowerCase().startsWith(needle));
    if (match) focusItem(match.node.id);
    return Boolean(match);
  };

  const renderLevel = (list: readonly N[], level: number) =>
    list.map((node, index) => {
      const isParent = hasChildren(node);
      const isOpen = isParent && expanded.has(node.id);
      const isSelected = node.id === value;
      const groupId = `${baseId}-group-${node.id}`;
      const labelId = `${baseId}-label-${node.id}`;
      const href = !isParent && getHref ? getHref(node) : undefined;
      return (
        // The treeitem is the row only, and owns its group through aria-owns (the APG navigation treeview
        // structure): its name and visible text are then the category name, not the names of its children.
        <li key={node.id} role="none" className={classes.Item}>
          {/* biome-ignore lint/a11y: keyboard interaction is handled for the whole tree by its onKeyDown. */}
          <div
            ref={(element) => {
              if (element) itemRefs.current.set(node.id, element);
              else itemRefs.current.delete(node.id);
            }}
            role="treeitem"
            data-id={node.id}
            data-state={isParent ? (isOpen ? 'expanded' : 'collapsed') : 'leaf'}
            data-selected={isSelected || undefined}
            // Named by its label alone: name-from-content would also take in the owned group's items.
            aria-labelledby={labelId}
            aria-expanded={isParent ? isOpen : undefined}
            aria-owns={isOpen ? groupId : undefined}
            aria-selected={isSelected}
            aria-level={level}
            aria-setsize={list.length}
            aria-posinset={index + 1}
            tabIndex={node.id === tabStop ? 0 : -1}
            className={classes.Row}
            style={{ '--sf-tree-level': level } as CSSProperties}
            onClick={handleRowClick(node)}
          >
            <span className={classes.Toggle}>
              {isParent ? <Icon name="chevron-right" size="sm" /> : null}
            </span>
            {href ? (
              <LinkElement
                ref={(element: HTMLAnchorElement | null) => {
                  if (element) linkRefs.current.set(node.id, element);
                  else linkRefs.current.delete(node.id);
                }}
                id={labelId}
                href={href}
                tabIndex={-1}
                className={classes.Label}
              >
                {node.name}
              </LinkElement>
            ) : (
              <span id={labelId} className={classes.Label}>
                {node.name}
              </span>
            )}
          </div>
          {isOpen ? (
            // biome-ignore lint/a11y/useSemanticElements: role=group is how a tree nests its levels.
            <ul role="group" id={groupId} className={classes.Group}>
              {renderLevel((node.children ?? []) as readonly N[], level + 1)}
            </ul>
          ) : null}
        </li>
      );
    });

  // A tree must own treeitems (ARIA), so an empty catalogue renders nothing rather than an empty tree.
  if (nodes.length === 0) return null;

  return (
    <div {...rest} className={clsx(classes.CategoryTree, className)}>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA tree pattern is built on a list.
        role="tree"
        aria-label={label ?? intl.formatMessage(categoryTreeMessages.label)}
        className={classes.Tree}
        onKeyDown={handleKeyDown}
        onFocus={(event) => {
          const id = itemIdFrom(event.target);
          if (id !== null) setFocusedId(id);
        }}
      >
        {renderLevel(nodes, 1)}
      </ul>
    </div>
  );
}
