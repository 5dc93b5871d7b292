import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { VisuallyHidden } from '../VisuallyHidden';
import { facetListMessages as messages } from './FacetList.messages';
import classes from './FacetList.module.css';

/** One value of a facet, with the number of results that have it. */
export interface FacetListValue {
  /** The filter value (sent back in the link). */
  value: string;
  /** What the visitor reads. */
  label: string;
  /** Results with this value under the current search. */
  count: number;
}

/** A facet: category, protein tag, species, target, coupling. */
export interface FacetListGroup {
  /** Key of the facet, given back to `getHref`. */
  id: string;
  /** Heading of the group. */
  label: string;
  values: readonly FacetListValue[];
  /** The chosen value, if any. @default null */
  selected?: string | null;
}

export interface FacetListProps extends ComponentPropsWithRef<'nav'> {
  /** The facets; a facet without values is left out. */
  groups: readonly FacetListGroup[];
  /** Link of the results with `value` chosen in `groupId` (`null`: the group's filter removed). */
  getHref: (groupId: string, value: string | null) => string;
  /** Accessible name of the filters. @default the localized 'Filters' */
  label?: string;
  /** Component for the links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
}

/**
 * The filters of the search results as plain links with counts (they work without JavaScript). On narrow
 * screens they fold into a native disclosure, closed from the server's HTML on (so nothing shifts when the
 * page's script runs) and opened by its summary with or without JavaScript; wide screens show the groups
 * whatever the disclosure's state (CSS, `::details-content`).
 *
 * **Accessibility:** A `nav` named by `label` (default 'Filters'); each group a `section` labelled by its `h2`;
 * the chosen value (or the group's 'All') is marked `aria-current="true"`. The links work without JavaScript; on
 * narrow screens the native `details` disclosure is keyboard operable.
 *
 * **Data attributes:**
 * - value link: `data-state`: selected (the chosen value, or the group's 'All' when nothing is chosen)
 */
export function FacetList({
  groups,
  getHref,
  label,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: FacetListProps) {
  const intl = useIntl();
  const headingBaseId = useId();
  const visibleGroups = groups.filter((group) => group.values.length > 0);
  if (visibleGroups.length === 0) return null;
  const selectedCount = visibleGroups.filter((group) => group.selected != null).length;

  return (
    <nav
      {...rest}
      className={clsx(classes.FacetList, className)}
      aria-label={label ?? intl.formatMessage(messages.label)}
    >
      <details className={classes.Disclosure}>
        <summary className={classes.Toggle}>
          <span>
            {intl.formatMessage(messages.label)}
            {selectedCount > 0
              ? ` ${intl.formatMessage(messages.selectedCount, { selected: selectedCount })}`
              : null}
          </span>
          <Icon name="chevron-down" size="sm" />
        </summary>
        <div className={classes.Groups}>
          {visibleGroups.map((group, index) => {
            const headingId = `${headingBaseId}-${index}`;
            return (
              <section key={group.id} className={classes.Group} aria-labelledby={headingId}>
                <h2 id={headingId} className={classes.GroupTitle}>
                  {group.label}
                </h2>
                <ul className={classes.Values}>
                  <li>
                    <LinkElement
                      href={getHref(group.id, null)}
                      className={classes.Value}
                      aria-current={group.selected == null ? 'true' : undefined}
                      data-state={group.selected == null ? 'selected' : undefined}
                    >
                      <span className={classes.ValueLabel}>{intl.formatMessage(messages.clear)}</span>
                    </LinkElement>
                  </li>
                  {group.values.map((facet) => {
                    const selected = facet.value === group.selected;
                    return (
                      <li key={facet.value}>
                        <LinkElement
                          // A chosen value's link removes it again.
                          href={getHref(group.id, selected ? null : facet.value)}
                          className={classes.Value}
                          aria-current={selected ? 'true' : undefined}
                          data-state={selected ? 'selected' : undefined}
                        >
                          <span className={classes.ValueLabel}>{facet.label}</span>{' '}
                          <span className={classes.ValueCount}>
                            {intl.formatMessage(messages.valueCount, { count: facet.count })}
                          </span>
                          {/* A bare number after the label ("Mouse 1") says nothing when heard. */}
                          <VisuallyHidden>
                            {intl.formatMessage(messages.valueUnit, { count: facet.count })}
                          </VisuallyHidden>
                        </LinkElement>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
      </details>
    </nav>
  );
}
