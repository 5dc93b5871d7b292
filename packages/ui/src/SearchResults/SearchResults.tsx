import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState';
import { Highlight, type TextRange } from '../Highlight';
import type { LinkComponent } from '../internal/linkComponent';
import { SortLinks } from '../internal/SortLinks';
import { Pagination } from '../Pagination';
import { Skeleton } from '../Skeleton';
import { searchResultsMessages as messages } from './SearchResults.messages';
import classes from './SearchResults.module.css';

/** How the product results can be ordered (the contract's `sort` of `/search/product`). */
export type SearchResultsSort = 'relevance' | 'newest' | 'name';
export const searchResultsSorts: readonly SearchResultsSort[] = ['relevance', 'newest', 'name'];

const sortLabels = {
  relevance: messages.sortRelevance,
  newest: messages.sortNewest,
  name: messages.sortName,
} as const;

/** A text with the parts that matched the search. */
export interface SearchResultsText {
  text: string;
  /** UTF-16 ranges to mark, end exclusive. @default [] */
  highlights?: readonly TextRange[];
}

/** One hit: a product, a service or a piece of content. */
export interface SearchResultsHit {
  /** Stable key of the hit in the list. */
  id: string;
  /** The hit's page. */
  href: string;
  /** Title, linked to `href`. */
  title: SearchResultsText;
  /** A line above the title, e.g. the catalog number. */
  eyebrow?: SearchResultsText;
  /** Short facts under the title: category, target, species, date. @default [] */
  details?: readonly SearchResultsText[];
  /** A passage around the first match. */
  snippet?: SearchResultsText;
  /** Content at the end of the row, e.g. the price. */
  aside?: ReactNode;
}

export interface SearchResultsProps extends ComponentPropsWithRef<'div'> {
  /** The hits of the current page. */
  hits: readonly SearchResultsHit[];
  /** Number of hits on all pages. */
  total: number;
  /** Current 1-based page. */
  page: number;
  /** Hits per page. */
  pageSize: number;
  /** Link of another page (plain links: the list works without JavaScript). */
  getPageHref?: (page: number) => string;
  /** Current order; shown only with `getSortHref`. @default 'relevance' */
  sort?: SearchResultsSort;
  /** Link of the list in another order; without it there is no sort control. */
  getSortHref?: (sort: SearchResultsSort) => string;
  /** Shows placeholder rows while the next results load. @default false */
  loading?: boolean;
  /** Shown instead of the list when there is no hit. @default a generic 'No search results' */
  emptyState?: ReactNode;
  /** Component for the links (titles, sort, pages). @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of each hit's title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element. */
  className?: string;
}

/**
 * The results of one tab of the search: count, sort, the hits with their matched terms marked, and pages.
 *
 * **Accessibility:** A list named 'Search results'; each hit's title is a heading at `headingLevel` with its
 * link, matched terms in `mark`; sorting and paging as in ProductList. While `loading`, the list is `aria-busy`
 * with skeleton items.
 *
 * **Data attributes:**
 * - root: `data-state`: ready, loading, empty
 * - skeleton item: `data-state`: loading
 */
export function SearchResults({
  hits,
  total,
  page,
  pageSize,
  getPageHref,
  sort = 'relevance',
  getSortHref,
  loading = false,
  emptyState,
  linkComponent: LinkElement = 'a',
  headingLevel = 3,
  className,
  ...rest
}: SearchResultsProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const listLabel = intl.formatMessage(messages.listLabel);
  const sortLabel = intl.formatMessage(messages.sortLabel);

  if (!loading && hits.length === 0) {
    return (
      <div {...rest} className={clsx(classes.SearchResults, className)} data-state="empty">
        {emptyState ?? (
          <EmptyState size="sm" headingLevel={2} title={intl.formatMessage(messages.emptyTitle)} />
        )}
      </div>
    );
  }

  return (
    <div
      {...rest}
      className={clsx(classes.SearchResults, className)}
      data-state={loading ? 'loading' : 'ready'}
    >
      <div className={classes.Toolbar}>
        <p className={classes.Count}>{intl.formatMessage(messages.resultCount, { total })}</p>
        {getSortHref ? (
          <SortLinks
            label={sortLabel}
            options={searchResultsSorts.map((value) => ({
              value,
              label: intl.formatMessage(sortLabels[value]),
            }))}
            current={sort}
            getHref={getSortHref}
            linkComponent={LinkElement}
          />
        ) : null}
      </div>
      {loading ? (
        <ul className={classes.List} aria-label={listLabel} aria-busy="true">
          {Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
            <li key={index} className={classes.Hit} data-state="loading">
              <Skeleton width="8rem" />
              <Skeleton lines={2} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={classes.List} aria-label={listLabel}>
          {hits.map((hit) => (
            <li key={hit.id} className={classes.Hit}>
              <div className={classes.Main}>
                {hit.eyebrow ? (
                  <p className={classes.Eyebrow}>
                    <Highlight text={hit.eyebrow.text} ranges={hit.eyebrow.highlights} />
                  </p>
                ) : null}
                <Heading className={classes.Title}>
                  <LinkElement href={hit.href} className={classes.TitleLink}>
                    <Highlight text={hit.title.text} ranges={hit.title.highlights} />
                  </LinkElement>
                </Heading>
                {hit.details && hit.details.length > 0 ? (
                  <ul className={classes.Details}>
                    {hit.details.map((detail) => (
                      <li key={detail.text} className={classes.Detail}>
                        <Highlight text={detail.text} ranges={detail.highlights} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {hit.snippet?.text ? (
                  <p className={classes.Snippet}>
                    <Highlight text={hit.snippet.text} ranges={hit.snippet.highlights} />
                  </p>
                ) : null}
              </div>
              {hit.aside ? <div className={classes.Aside}>{hit.aside}</div> : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / Math.max(1, pageSize))}
        getHref={getPageHref}
        linkComponent={LinkElement}
      />
    </div>
  );
}
