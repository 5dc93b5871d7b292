import { unwrap } from '@storefront/api-client';
import {
  EmptyState,
  ErrorState,
  FacetList,
  type FacetListGroup,
  Link,
  SearchResults,
  SearchTabs,
} from '@storefront/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { pagePriceMode } from '../../app/price';
import { RouterLink } from '../../app/RouterLink';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './search.module.css';
import { productHit, productHitData, resultHit } from './searchHits';
import {
  keywordsMaxLength,
  keywordsProblem,
  parseSearchQuery,
  type SearchFilter,
  type SearchQuery,
  searchPageHref,
  searchPageSize,
  withFilter,
} from './searchQuery';

const messages = defineMessages<
  Record<
    | 'title'
    | 'description'
    | 'noKeywordsTitle'
    | 'noKeywordsHint'
    | 'emptyTitle'
    | 'emptyTips'
    | 'notFoundLink'
    | 'errorTitle'
    | 'retry'
    | 'facetCategory'
    | 'facetTag'
    | 'facetSpecies'
    | 'facetTarget'
    | 'facetConjugate',
    NoMessageValues
  > & {
    resultsTitle: { keywords: string };
    resultsDescription: { keywords: string };
    tooLongTitle: NoMessageValues;
    tooLongHint: { max: number };
  }
>({
  title: { id: 'web.search.title', defaultMessage: 'Search' },
  description: {
    id: 'web.search.description',
    defaultMessage:
      'Search recombinant proteins by catalog number, target, gene symbol or name, in English or Chinese.',
  },
  resultsTitle: {
    id: 'web.search.resultsTitle',
    defaultMessage: 'Search results for "{keywords}"',
    description:
      'Heading and page title of the search results (plain quotes: curly ones take the CJK font’s full width)',
  },
  resultsDescription: {
    id: 'web.search.resultsDescription',
    defaultMessage: 'Products, services and content matching "{keywords}".',
  },
  noKeywordsTitle: {
    id: 'web.search.noKeywordsTitle',
    defaultMessage: 'What are you looking for?',
    description: 'The search page opened without search text',
  },
  noKeywordsHint: {
    id: 'web.search.noKeywordsHint',
    defaultMessage: 'Type a catalog number, a target or a gene symbol, or a product name in the search box.',
  },
  tooLongTitle: { id: 'web.search.tooLongTitle', defaultMessage: 'The search text is too long' },
  tooLongHint: {
    id: 'web.search.tooLongHint',
    defaultMessage: 'Use at most {max, number} characters: a catalog number, a target or a few words.',
  },
  emptyTitle: {
    id: 'web.search.emptyTitle',
    defaultMessage: 'No search',
    description: 'SPEC §8: the search found nothing in this tab',
  },
  emptyTips: {
    id: 'web.search.emptyTips',
    defaultMessage:
      'Check the spelling, or try other terms: a catalog number, a gene symbol, an alias or fewer words.',
  },
  notFoundLink: {
    id: 'web.search.notFoundLink',
    defaultMessage: 'Still not found? Suggest a new product',
    description: 'Link from the empty search to the search tips and the new product suggestion form',
  },
  errorTitle: { id: 'web.search.errorTitle', defaultMessage: 'The search is not available just now' },
  retry: { id: 'web.search.retry', defaultMessage: 'Try again' },
  facetCategory: { id: 'web.search.facetCategory', defaultMessage: 'Category' },
  facetTag: { id: 'web.search.facetTag', defaultMessage: 'Protein tag' },
  facetSpecies: { id: 'web.search.facetSpecies', defaultMessage: 'Species' },
  facetTarget: { id: 'web.search.facetTarget', defaultMessage: 'Target' },
  facetConjugate: { id: 'web.search.facetConjugate', defaultMessage: 'Coupling' },
});

const facetLabels = {
  treeId: messages.facetCategory,
  tag: messages.facetTag,
  species: messages.facetSpecies,
  target: messages.facetTarget,
  conjugate: messages.facetConjugate,
} as const;

/**
 * Asks for the tab's results, the counts of every tab and, on the product tab, the facets. The answer is the
 * API's data (loader data travels to the browser as JSON), product hits cut to what the list shows
 * (productHitData): the view maps it to hits.
 */
async function searchResults(args: LoaderFunctionArgs, query: SearchQuery) {
  const { api, locale, services } = loaderApi(args);
  const { treeId, ...textFilters } = query.filters;
  const filtered = { keywords: query.keywords, treeId: treeId ? Number(treeId) : undefined, ...textFilters };
  const paged = { page: query.page, size: searchPageSize };
  const counts = unwrap(api.GET('/search/count', { params: { query: filtered } }));
  if (query.tab === 'product') {
    const [countsData, facets, products, priceMode] = await Promise.all([
      counts,
      unwrap(api.GET('/search/tags', { params: { query: filtered } })),
      unwrap(api.GET('/search/product', { params: { query: { ...filtered, sort: query.sort, ...paged } } })),
      pagePriceMode(locale, services),
    ]);
    return {
      counts: countsData,
      facets,
      products: { ...products, list: products.list.map(productHitData) },
      priceMode,
      others: null,
    };
  }
  const path = query.tab === 'service' ? '/search/serve' : '/search/content';
  const [countsData, others] = await Promise.all([
    counts,
    unwrap(api.GET(path, { params: { query: { keywords: query.keywords, ...paged } } })),
  ]);
  return { counts: countsData, facets: null, products: null, priceMode: null, others };
}

/**
 * `/search?keywords=` (SPEC §2): every state of the page is in its query (parseSearchQuery). A text the
 * contract refuses asks nothing and says why; a failed search shows an error in the page, with status 503.
 */
export async function loader(args: LoaderFunctionArgs) {
  const query = parseSearchQuery(new URL(args.request.url).searchParams);
  const problem = keywordsProblem(query.keywords);
  if (problem) return { query, problem, results: null };
  try {
    return { query, problem, results: await searchResults(args, query) };
  } catch (error) {
    console.error('[web] search failed:', error);
    return data({ query, problem, results: null }, { status: 503 });
  }
}

type LoaderData =
  Awaited<ReturnType<typeof loader>> extends infer Answer
    ? Answer extends { data: infer Payload }
      ? Payload
      : Answer
    : never;

const meta: MetaFunction<LoaderData> = ({ intl, data }) =>
  data.query.keywords && data.problem === null
    ? {
        title: intl.formatMessage(messages.resultsTitle, { keywords: data.query.keywords }),
        description: intl.formatMessage(messages.resultsDescription, { keywords: data.query.keywords }),
      }
    : { title: intl.formatMessage(messages.title), description: intl.formatMessage(messages.description) };

/**
 * Search results are for visitors, not for search engines' indexes; and every search reaches the API, which
 * counts it for the hot keywords, so no cache keeps the page.
 */
export const handle: RouteHandle = { meta, noindex: true, uncached: true };

/**
 * Another page of results starts at the top of the page: focus goes there too (the heading), or a keyboard or
 * screen reader user would stay on the pagination at the bottom, past the new results, hearing nothing.
 */
function useResultsFocus(page: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus({ preventScroll: true });
  }, [page]);
  return heading;
}

export function Component() {
  const { query, problem, results } = useLoaderData() as LoaderData;
  const intl = useIntl();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const navigation = useNavigation();
  // While another tab, filter, sort or page of the search loads, the list shows its loading state.
  const pending = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const href = (change: Partial<SearchQuery>) => searchPageHref(locale, { ...query, ...change });
  const heading = useResultsFocus(query.page);

  let body: ReactNode;
  if (problem === 'empty') {
    body = (
      <EmptyState
        title={intl.formatMessage(messages.noKeywordsTitle)}
        description={intl.formatMessage(messages.noKeywordsHint)}
      />
    );
  } else if (problem === 'tooLong') {
    body = (
      <EmptyState
        icon="alert"
        title={intl.formatMessage(messages.tooLongTitle)}
        description={intl.formatMessage(messages.tooLongHint, { max: keywordsMaxLength })}
      />
    );
  } else if (results === null) {
    body = (
      <ErrorState
        title={intl.formatMessage(messages.errorTitle)}
        action={
          <Link as={RouterLink} href={href({})} variant="standalone">
            {intl.formatMessage(messages.retry)}
          </Link>
        }
      />
    );
  } else {
    const facetGroups: FacetListGroup[] = results.facets
      ? (
          [
            ['treeId', results.facets.categories],
            ['tag', results.facets.tags],
            ['species', results.facets.species],
            ['target', results.facets.targets],
            ['conjugate', results.facets.conjugates],
          ] as const
        )
          .map(([filter, values]) => {
            const selected = query.filters[filter] ?? null;
            return {
              id: filter,
              label: intl.formatMessage(facetLabels[filter]),
              // A chosen value stays in sight (and can be removed) even when the search no longer counts it.
              values:
                selected === null || values.some((facet) => facet.value === selected)
                  ? values
                  : [...values, { value: selected, label: selected, count: 0 }],
              selected,
            };
          })
          // A search that found nothing has no value to filter by: the empty state takes the whole width.
          .filter((group) => group.values.length > 0)
      : [];
    const { products, priceMode, others } = results;
    const hits =
      products && priceMode
        ? products.list.map((hit) => productHit(locale, hit, priceMode))
        : (others?.list ?? []).map((hit) => resultHit(locale, hit));
    const total = (products ?? others)?.total ?? 0;
    body = (
      <>
        <SearchTabs
          value={query.tab}
          counts={results.counts}
          getHref={(tab) => href({ tab, page: 1 })}
          linkComponent={RouterLink}
        />
        <div className={classes.Columns} data-facets={facetGroups.length > 0 ? 'shown' : undefined}>
          {facetGroups.length > 0 ? (
            <FacetList
              className={classes.Facets}
              groups={facetGroups}
              getHref={(filter, value) =>
                searchPageHref(locale, withFilter(query, filter as SearchFilter, value))
              }
              linkComponent={RouterLink}
            />
          ) : null}
          <SearchResults
            // The hits follow the page's h1 directly: the filters' h2s may be folded away on a phone, and
            // an h3 after the h1 would skip a level.
            headingLevel={2}
            hits={hits}
            total={total}
            page={query.page}
            pageSize={searchPageSize}
            getPageHref={(page) => href({ page })}
            sort={query.sort}
            getSortHref={query.tab === 'product' ? (sort) => href({ sort, page: 1 }) : undefined}
            loading={pending}
            linkComponent={RouterLink}
            emptyState={
              <EmptyState
                title={intl.formatMessage(messages.emptyTitle)}
                description={intl.formatMessage(messages.emptyTips)}
                action={
                  <Link
                    as={RouterLink}
                    // The page shows what was not found and starts the suggestion with it.
                    href={localizePath(
                      locale,
                      `/search-not-found?${new URLSearchParams({ keywords: query.keywords })}`,
                    )}
                    variant="standalone"
                  >
                    {intl.formatMessage(messages.notFoundLink)}
                  </Link>
                }
              />
            }
          />
        </div>
      </>
    );
  }

  return (
    <div className={classes.Search}>
      <h1 className={classes.Title} ref={heading} tabIndex={-1}>
        {query.keywords && problem === null
          ? intl.formatMessage(messages.resultsTitle, { keywords: query.keywords })
          : intl.formatMessage(messages.title)}
      </h1>
      {body}
    </div>
  );
}
