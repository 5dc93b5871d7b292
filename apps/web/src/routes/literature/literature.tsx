import { type Page, type Reference, type ReferenceStatistics, unwrap } from '@storefront/api-client';
import {
  Button,
  CitationList,
  type CitationListReference,
  ErrorState,
  Link,
  Pagination,
  Section,
  Select,
  TextField,
} from '@storefront/ui';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import { brandMessage, type MetaFunction, type RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { productDetailHref } from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './literature.module.css';
import {
  isFiltered,
  type LiteratureQuery,
  type LiteratureSort,
  literatureHref,
  literaturePageSize,
  literatureSorts,
  literatureTextMaxLength,
  parseLiteratureQuery,
  referenceFilters,
} from './literatureQuery';

const messages = defineMessages<
  Record<
    | 'title'
    | 'description'
    | 'intro'
    | 'statsLabel'
    | 'statCitations'
    | 'statHighest'
    | 'statAverage'
    | 'statProducts'
    | 'statJournals'
    | 'filtersTitle'
    | 'keyword'
    | 'keywordHint'
    | 'journal'
    | 'yearFrom'
    | 'yearTo'
    | 'impactFactorMin'
    | 'impactFactorMax'
    | 'sort'
    | 'apply'
    | 'clear'
    | 'listTitle'
    | 'emptyTitle'
    | 'emptyDescription'
    | 'errorTitle'
    | 'retry'
    | 'howToCiteTitle'
    | 'howToCiteText'
    | 'howToCiteTip'
    | 'howToCiteReward'
    | 'city'
    | 'country'
    | 'lotUnknown'
    | 'sortNewest'
    | 'sortOldest'
    | 'sortImpact'
    | 'sortJournal',
    NoMessageValues
  > & {
    citationLine: {
      product: string;
      supplier: string;
      catalogNumber: string;
      lot: string;
      city: string;
      country: string;
    };
    found: { count: number };
    notAvailable: NoMessageValues;
  }
>({
  title: { id: 'web.literature.title', defaultMessage: 'Literature citations' },
  description: {
    id: 'web.literature.description',
    defaultMessage:
      'Publications that used our recombinant proteins: search by product, target, journal, year and impact factor, and copy a ready citation line.',
  },
  intro: {
    id: 'web.literature.intro',
    defaultMessage:
      'Researchers around the world publish with our proteins. Find the papers that used a product.',
  },
  statsLabel: { id: 'web.literature.statsLabel', defaultMessage: 'Citation figures' },
  statCitations: { id: 'web.literature.statCitations', defaultMessage: 'Citations' },
  statHighest: { id: 'web.literature.statHighest', defaultMessage: 'Highest impact factor' },
  statAverage: { id: 'web.literature.statAverage', defaultMessage: 'Average impact factor' },
  statProducts: { id: 'web.literature.statProducts', defaultMessage: 'Products cited' },
  statJournals: { id: 'web.literature.statJournals', defaultMessage: 'Journals' },
  notAvailable: {
    id: 'web.literature.notAvailable',
    defaultMessage: '–',
    description: 'A figure that cannot be computed (no citation matches)',
  },
  filtersTitle: { id: 'web.literature.filtersTitle', defaultMessage: 'Find citations' },
  keyword: { id: 'web.literature.keyword', defaultMessage: 'Product or target' },
  keywordHint: {
    id: 'web.literature.keywordHint',
    defaultMessage: 'A product name, catalog number or target, e.g. IL-6 or PD-1',
  },
  journal: { id: 'web.literature.journal', defaultMessage: 'Journal' },
  yearFrom: { id: 'web.literature.yearFrom', defaultMessage: 'Published from (year)' },
  yearTo: { id: 'web.literature.yearTo', defaultMessage: 'Published until (year)' },
  impactFactorMin: { id: 'web.literature.impactFactorMin', defaultMessage: 'Impact factor from' },
  impactFactorMax: { id: 'web.literature.impactFactorMax', defaultMessage: 'Impact factor up to' },
  sort: { id: 'web.literature.sort', defaultMessage: 'Order' },
  sortNewest: { id: 'web.literature.sortNewest', defaultMessage: 'Newest first' },
  sortOldest: { id: 'web.literature.sortOldest', defaultMessage: 'Oldest first' },
  sortImpact: { id: 'web.literature.sortImpact', defaultMessage: 'Highest impact factor first' },
  sortJournal: { id: 'web.literature.sortJournal', defaultMessage: 'Journal A-Z' },
  apply: { id: 'web.literature.apply', defaultMessage: 'Search' },
  clear: { id: 'web.literature.clear', defaultMessage: 'Clear the filters' },
  listTitle: { id: 'web.literature.listTitle', defaultMessage: 'Publications' },
  found: {
    id: 'web.literature.found',
    defaultMessage: '{count, plural, =0 {No publication matches} one {# publication} other {# publications}}',
  },
  emptyTitle: { id: 'web.literature.emptyTitle', defaultMessage: 'No publication matches these filters' },
  emptyDescription: {
    id: 'web.literature.emptyDescription',
    defaultMessage: 'Try fewer filters, another spelling or a wider range of years.',
  },
  errorTitle: { id: 'web.literature.errorTitle', defaultMessage: 'The citations could not be loaded' },
  retry: { id: 'web.literature.retry', defaultMessage: 'Try again' },
  howToCiteTitle: { id: 'web.literature.howToCiteTitle', defaultMessage: 'How to cite our products' },
  howToCiteText: {
    id: 'web.literature.howToCiteText',
    defaultMessage:
      "In the materials and methods, name each reagent with the supplier, the catalog number and the lot number, and the supplier's city and country, so that others can repeat your work. Each publication below carries the line of the product it used, ready to copy.",
  },
  howToCiteTip: {
    id: 'web.literature.howToCiteTip',
    defaultMessage: 'The lot number is on the vial label and on the certificate of analysis.',
  },
  howToCiteReward: {
    id: 'web.literature.howToCiteReward',
    defaultMessage: 'Published with our products? Apply for the paper award',
  },
  citationLine: {
    id: 'web.literature.citationLine',
    defaultMessage: '{product} ({supplier}, Cat. No. {catalogNumber}, Lot No. {lot}, {city}, {country})',
    description: 'The ready citation of a product for a paper’s materials and methods',
  },
  city: { id: 'web.literature.city', defaultMessage: 'Beijing', description: 'The supplier’s city' },
  country: { id: 'web.literature.country', defaultMessage: 'China', description: 'The supplier’s country' },
  lotUnknown: {
    id: 'web.literature.lotUnknown',
    defaultMessage: '[lot number]',
    description: 'Stands in the citation line for a lot the paper did not name',
  },
});

const sortLabels: Record<LiteratureSort, typeof messages.sortNewest> = {
  newest: messages.sortNewest,
  oldest: messages.sortOldest,
  impact: messages.sortImpact,
  journal: messages.sortJournal,
};

interface LiteratureData {
  query: LiteratureQuery;
  /** null: the API failed (the page shows its error state, with status 503). */
  references: Page<Reference> | null;
  statistics: ReferenceStatistics | null;
}

/**
 * `/literature` (SPEC §2): the citations, filtered, sorted and paged by the address (a GET form writes it),
 * with their figures computed by the API over the same selection.
 */
export async function loader(args: LoaderFunctionArgs) {
  const query = parseLiteratureQuery(new URL(args.request.url).searchParams);
  const { api } = loaderApi(args);
  const filters = referenceFilters(query);
  let answers: [Page<Reference>, ReferenceStatistics];
  try {
    answers = await Promise.all([
      unwrap(
        api.GET('/reference', {
          params: { query: { ...filters, sort: query.sort, page: query.page, size: literaturePageSize } },
        }),
      ),
      unwrap(api.GET('/reference/statistics', { params: { query: filters } })),
    ]);
  } catch (error) {
    console.error('[web] /literature failed:', error);
    return data({ query, references: null, statistics: null } satisfies LiteratureData, { status: 503 });
  }
  const [references, statistics] = answers;
  // A page past the end does not exist (a stale link); its first page does.
  if (query.page > 1 && references.list.length === 0)
    throw data(null, { status: 404, statusText: 'Not Found' });
  return { query, references, statistics } satisfies LiteratureData;
}

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** The SPEC §9 figures: number of citations, highest and average impact factor (and what they cover). */
function Figures({ statistics }: { statistics: ReferenceStatistics }) {
  const intl = useIntl();
  const factor = (value: number | null) =>
    value === null
      ? intl.formatMessage(messages.notAvailable)
      : intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const figures = [
    [messages.statCitations, intl.formatNumber(statistics.citations)],
    [messages.statHighest, factor(statistics.highestImpactFactor)],
    [messages.statAverage, factor(statistics.averageImpactFactor)],
    [messages.statProducts, intl.formatNumber(statistics.products)],
    [messages.statJournals, intl.formatNumber(statistics.journals)],
  ] as const;
  return (
    <dl className={classes.Figures} aria-label={intl.formatMessage(messages.statsLabel)}>
      {figures.map(([label, value]) => (
        <div key={label.id} className={classes.Figure}>
          <dt>{intl.formatMessage(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The filters: a GET form, so that every state has an address and works without JavaScript. */
function Filters({ query }: { query: LiteratureQuery }) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const number = (value: number | null) => (value === null ? '' : String(value));
  return (
    <form
      method="get"
      action={localizePath(locale, '/literature')}
      className={classes.Filters}
      aria-label={intl.formatMessage(messages.filtersTitle)}
      // A new search shows the new figures and list: the form's fields are not kept in React state.
      key={JSON.stringify(query)}
    >
      <TextField
        name="keyword"
        type="search"
        label={intl.formatMessage(messages.keyword)}
        description={intl.formatMessage(messages.keywordHint)}
        defaultValue={query.keyword}
        maxLength={literatureTextMaxLength}
        className={classes.Wide}
      />
      <TextField
        name="journal"
        label={intl.formatMessage(messages.journal)}
        defaultValue={query.journal}
        maxLength={literatureTextMaxLength}
        className={classes.Wide}
      />
      <TextField
        name="yearFrom"
        type="number"
        inputMode="numeric"
        min={1900}
        max={2100}
        label={intl.formatMessage(messages.yearFrom)}
        defaultValue={number(query.yearFrom)}
      />
      <TextField
        name="yearTo"
        type="number"
        inputMode="numeric"
        min={1900}
        max={2100}
        label={intl.formatMessage(messages.yearTo)}
        defaultValue={number(query.yearTo)}
      />
      <TextField
        name="impactFactorMin"
        type="number"
        inputMode="decimal"
        min={0}
        max={1000}
        step="0.01"
        label={intl.formatMessage(messages.impactFactorMin)}
        defaultValue={number(query.impactFactorMin)}
      />
      <TextField
        name="impactFactorMax"
        type="number"
        inputMode="decimal"
        min={0}
        max={1000}
        step="0.01"
        label={intl.formatMessage(messages.impactFactorMax)}
        defaultValue={number(query.impactFactorMax)}
      />
      <Select
        name="sort"
        label={intl.formatMessage(messages.sort)}
        defaultValue={query.sort}
        options={literatureSorts.map((sort) => ({
          value: sort,
          label: intl.formatMessage(sortLabels[sort]),
        }))}
      />
      <div className={classes.Actions}>
        <Button type="submit">{intl.formatMessage(messages.apply)}</Button>
        {isFiltered(query) ? (
          <Link as={RouterLink} href={literatureHref(locale)}>
            {intl.formatMessage(messages.clear)}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

export function Component() {
  const { query, references, statistics } = useLoaderData() as LiteratureData;
  const intl = useIntl();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const navigation = useNavigation();
  // While another search, order or page loads, the list shows its loading state.
  const pending = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const citationLine = (reference: CitationListReference & Pick<Reference, 'lotNumber'>) =>
    intl.formatMessage(messages.citationLine, {
      product: reference.productName || reference.catalogNumber,
      supplier: intl.formatMessage(brandMessage),
      catalogNumber: reference.catalogNumber,
      lot: reference.lotNumber ?? intl.formatMessage(messages.lotUnknown),
      city: intl.formatMessage(messages.city),
      country: intl.formatMessage(messages.country),
    });

  return (
    <div className={classes.Page}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
        <p className={classes.Intro}>{intl.formatMessage(messages.intro)}</p>
        {statistics ? <Figures statistics={statistics} /> : null}
      </header>
      <div className={classes.Columns}>
        <aside className={classes.Side}>
          <Filters query={query} />
          <Section title={intl.formatMessage(messages.howToCiteTitle)} className={classes.HowToCite}>
            <p>{intl.formatMessage(messages.howToCiteText)}</p>
            <p>{intl.formatMessage(messages.howToCiteTip)}</p>
            <Link as={RouterLink} href={localizePath(locale, '/reward')} variant="standalone">
              {intl.formatMessage(messages.howToCiteReward)}
            </Link>
          </Section>
        </aside>
        <Section
          title={intl.formatMessage(messages.listTitle)}
          description={
            references ? intl.formatMessage(messages.found, { count: references.total }) : undefined
          }
          className={classes.List}
        >
          {references === null ? (
            <ErrorState
              title={intl.formatMessage(messages.errorTitle)}
              action={
                <Link as={RouterLink} href={literatureHref(locale, query)} variant="standalone">
                  {intl.formatMessage(messages.retry)}
                </Link>
              }
            />
          ) : (
            <>
              <CitationList
                references={references.list}
                loading={pending}
                getProductHref={(reference) => productDetailHref(locale, reference.catalogNumber)}
                getCitationLine={(reference) => citationLine(reference as Reference)}
                linkComponent={RouterLink}
                emptyState={
                  <div className={classes.Empty}>
                    <p className={classes.EmptyTitle}>{intl.formatMessage(messages.emptyTitle)}</p>
                    <p>{intl.formatMessage(messages.emptyDescription)}</p>
                  </div>
                }
              />
              {references.total > literaturePageSize ? (
                <Pagination
                  page={query.page}
                  pageCount={Math.ceil(references.total / literaturePageSize)}
                  getHref={(page) => literatureHref(locale, { ...query, page })}
                  linkComponent={RouterLink}
                />
              ) : null}
            </>
          )}
        </Section>
      </div>
    </div>
  );
}
