import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import { subCategoryNavMessages } from './SubCategoryNav.messages';
import classes from './SubCategoryNav.module.css';

/** A category as the nav needs it; the API's CategoryNode fits as is. */
export interface SubCategoryNavNode {
  id: number;
  name: string;
}

export interface SubCategoryNavProps extends ComponentPropsWithRef<'nav'> {
  /** The sub-categories of the current category (CategoryNode.children). */
  nodes: readonly SubCategoryNavNode[];
  /** Id of the category being shown; its chip is marked current. */
  value?: number;
  /** URL of a category's product list, e.g. `/product-list?id=${node.id}`. */
  getHref: (node: SubCategoryNavNode) => string;
  /** The parent category: adds a first 'All' chip to its own list. */
  parent?: SubCategoryNavNode;
  /** Called on a chip click before navigation (e.g. analytics). */
  onNodeClick?: (node: SubCategoryNavNode) => void;
  /** Component for the links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Accessible name of the navigation. @default the localized 'Sub-categories' */
  label?: string;
  /** Class for the root `<nav>`. */
  className?: string;
}

/**
 * The sub-categories of a category page as chips, the current one marked (aria-current="page").
 *
 * **Accessibility:** A `nav` named by `label` (default 'Sub-categories') of links; the current chip has
 * `aria-current="page"`.
 *
 * **Data attributes:**
 * - chip: `data-state`: active, inactive
 */
export function SubCategoryNav({
  nodes,
  value,
  getHref,
  parent,
  onNodeClick,
  linkComponent: LinkElement = 'a',
  label,
  className,
  ...rest
}: SubCategoryNavProps) {
  const intl = useIntl();
  if (nodes.length === 0) return null;
  const chips = parent
    ? [
        { node: parent, text: intl.formatMessage(subCategoryNavMessages.all) },
        ...nodes.map((node) => ({ node, text: node.name })),
      ]
    : nodes.map((node) => ({ node, text: node.name }));
  return (
    <nav
      {...rest}
      className={clsx(classes.SubCategoryNav, className)}
      aria-label={label ?? intl.formatMessage(subCategoryNavMessages.label)}
    >
      <ul className={classes.List}>
        {chips.map(({ node, text }) => {
          const current = node.id === value;
          return (
            <li key={node.id}>
              <LinkElement
                href={getHref(node)}
                className={classes.Chip}
                aria-current={current ? 'page' : undefined}
                data-state={current ? 'active' : 'inactive'}
                onClick={onNodeClick ? () => onNodeClick(node) : undefined}
              >
                {text}
              </LinkElement>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
