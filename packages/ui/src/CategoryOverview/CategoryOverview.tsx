import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { Skeleton } from '../Skeleton';
import { categoryOverviewMessages } from './CategoryOverview.messages';
import classes from './CategoryOverview.module.css';

/** A category with its children; the API's CategoryNode fits as is. */
export interface CategoryOverviewNode {
  id: number;
  name: string;
  children: readonly CategoryOverviewNode[];
}

export interface CategoryOverviewProps extends ComponentPropsWithRef<'div'> {
  /** Top-level product families (the roots of the category tree), each with its sub-categories. */
  categories: readonly CategoryOverviewNode[];
  /** Product list URL of a category, e.g. `/product-list?id=${node.id}`. */
  getHref: (node: CategoryOverviewNode) => string;
  /** Shows placeholders while the tree loads. @default false */
  loading?: boolean;
  /** Replaces the default empty state. */
  emptyState?: ReactNode;
  /** Component for the links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of family names. @default 2 */
  headingLevel?: 2 | 3;
  /** Class for the root element. */
  className?: string;
}

/**
 * The /products catalogue: one card per product family listing its sub-categories (and theirs) as links.
 *
 * **Accessibility:** Each family is a `section` labelled by its heading (at `headingLevel`), its sub-categories
 * a list named 'Sub-categories of <family>' of links. While `loading` the root is `aria-busy` with skeleton
 * cards.
 *
 * **Data attributes:**
 * - skeleton card: `data-state`: loading (while `loading`)
 */
export function CategoryOverview({
  categories,
  getHref,
  loading = false,
  emptyState,
  linkComponent: LinkElement = 'a',
  headingLevel = 2,
  className,
  ...rest
}: CategoryOverviewProps) {
  const intl = useIntl();
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  if (loading) {
    return (
      <div {...rest} className={clsx(classes.CategoryOverview, className)} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={index} className={classes.Family} data-state="loading">
            <Skeleton width="50%" />
            <Skeleton lines={4} />
          </div>
        ))}
      </div>
    );
  }
  if (categories.length === 0) {
    return (
      <div {...rest} className={className}>
        {emptyState ?? (
          <EmptyState
            icon="flask"
            headingLevel={headingLevel}
            title={intl.formatMessage(categoryOverviewMessages.emptyTitle)}
            description={intl.formatMessage(categoryOverviewMessages.emptyDescription)}
          />
        )}
      </div>
    );
  }
  return (
    <div {...rest} className={clsx(classes.CategoryOverview, className)}>
      {categories.map((family) => (
        <section key={family.id} className={classes.Family} aria-labelledby={`${baseId}-${family.id}`}>
          <Heading id={`${baseId}-${family.id}`} className={classes.FamilyTitle}>
            <LinkElement href={getHref(family)} className={classes.FamilyLink}>
              {family.name}
            </LinkElement>
          </Heading>
          {family.children.length > 0 ? (
            <ul
              className={classes.Children}
              aria-label={intl.formatMessage(categoryOverviewMessages.subCategories, { name: family.name })}
            >
              {family.children.map((child) => (
                <li key={child.id} className={classes.Child}>
                  <LinkElement href={getHref(child)} className={classes.ChildLink}>
                    {child.name}
                  </LinkElement>
                  {child.children.length > 0 ? (
                    <ul className={classes.Grandchildren}>
                      {child.children.map((grandchild) => (
                        <li key={grandchild.id}>
                          <LinkElement href={getHref(grandchild)} className={classes.GrandchildLink}>
                            {grandchild.name}
                          </LinkElement>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <LinkElement href={getHref(family)} className={classes.ViewAll}>
            {intl.formatMessage(categoryOverviewMessages.viewAll, { name: family.name })}
            <Icon name="arrow-right" size="sm" />
          </LinkElement>
        </section>
      ))}
    </div>
  );
}
