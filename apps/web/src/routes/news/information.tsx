import { unwrap } from '@storefront/api-client';
import {
  type ArticleCardArticle,
  ArticleList,
  Breadcrumbs,
  EmptyState,
  ErrorState,
  Link,
  NewsTabs,
  Pagination,
} from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { articleHref, meetingHref, type NewsTab, newsHref, newsTabs } from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { articleCardData } from './articleCardData';
import classes from './news.module.css';
import { newsMessages } from './newsMessages';

const messages = defineMessages({
  description: {
    id: 'web.information.description',
    defaultMessage: 'Company news, market activities and the meetings where you can meet our team.',
  },
  failed: { id: 'web.information.failed', defaultMessage: 'The list could not be loaded' },
  retry: { id: 'web.information.retry', defaultMessage: 'Try again' },
  empty: { id: 'web.information.empty', defaultMessage: 'Nothing published here yet' },
  emptyHint: {
    id: 'web.information.emptyHint',
    defaultMessage: 'News, activities and meetings appear here as soon as they are published.',
  },
  tabNews: { id: 'web.information.tabNews', defaultMessage: 'Company news' },
  tabActivity: { id: 'web.information.tabActivity', defaultMessage: 'Market activities' },
  tabMeeting: { id: 'web.information.tabMeeting', defaultMessage: 'Meetings' },
});

const tabTitles = {
  news: messages.tabNews,
  activity: messages.tabActivity,
  meeting: messages.tabMeeting,
} as const;

const titleMessages = defineMessages<{ pageTitle: { tab: string } }>({
  pageTitle: {
    id: 'web.information.pageTitle',
    defaultMessage: '{tab} | News & Activities',
    description: 'Page title: the chosen tab, then the section',
  },
});

/** Items per page of each tab. */
const pageSize = 10;

/** The tab of `activeIndex` (0 company news, 1 market activities, 2 meetings; anything else: the first). */
function tabOf(url: URL): NewsTab {
  return newsTabs[Number(url.searchParams.get('activeIndex'))] ?? 'news';
}

/** The page number of `page`, 1 when missing or malformed (the contract allows up to 2^31 - 1). */
function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 2_147_483_647 ? page : 1;
}

/** One tab's page of articles or meetings, as the list's cards; null when the API call failed. */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const tab = tabOf(url);
  const page = pageOf(url);
  const result = await tabPage(args, tab, page);
  // A page number past the end has no items of its own (as the product lists answer).
  if (page > 1 && result.items?.length === 0) throw data(null, { status: 404, statusText: 'Not Found' });
  return result;
}

async function tabPage(args: LoaderFunctionArgs, tab: NewsTab, page: number) {
  const { api } = loaderApi(args);
  try {
    if (tab === 'meeting') {
      const meetings = await unwrap(api.GET('/meeting', { params: { query: { page, size: pageSize } } }));
      return {
        tab,
        page,
        total: meetings.total,
        items: meetings.list.map(
          (meeting): ArticleCardArticle => ({
            id: meeting.id,
            title: meeting.title,
            summary: meeting.summary,
            category: 'meeting',
            publishDate: meeting.startDate,
            endDate: meeting.endDate,
            place: `${meeting.city} · ${meeting.venue}`,
            cover: meeting.cover,
          }),
        ),
      };
    }
    const articles = await unwrap(
      api.GET('/article', { params: { query: { category: tab, page, size: pageSize } } }),
    );
    return { tab, page, total: articles.total, items: articles.list.map(articleCardData) };
  } catch (error) {
    // SPEC §8: the failure is logged; the page keeps its tabs and shows the list's error state.
    console.error(`[web] /information (${tab}) failed:`, error);
    return { tab, page, total: 0, items: null };
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

const meta: MetaFunction<LoaderData> = ({ intl, data }) => ({
  title: intl.formatMessage(titleMessages.pageTitle, { tab: intl.formatMessage(tabTitles[data.tab]) }),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** /information?activeIndex= (SPEC §2): company news, market activities and meetings, each a paged list. */
export function Component() {
  const { tab, page, total, items } = useLoaderData() as LoaderData;
  const intl = useIntl();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const navigation = useNavigation();
  // While another tab or page of this list loads, the list shows its loading state.
  const pending = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className={classes.Page}>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(newsMessages.home), href: localizePath(locale, '/') },
          { label: intl.formatMessage(newsMessages.title), href: newsHref(locale) },
          { label: intl.formatMessage(tabTitles[tab]) },
        ]}
        linkComponent={RouterLink}
      />
      <h1 className={classes.Title}>{intl.formatMessage(newsMessages.title)}</h1>
      <NewsTabs value={tab} getHref={(category) => newsHref(locale, category)} linkComponent={RouterLink} />
      {items === null ? (
        <ErrorState
          title={intl.formatMessage(messages.failed)}
          action={
            <Link as={RouterLink} href={newsHref(locale, tab, page)} variant="standalone">
              {intl.formatMessage(messages.retry)}
            </Link>
          }
        />
      ) : (
        <>
          <ArticleList
            articles={pending ? [] : items}
            loading={pending}
            getArticleHref={(item) =>
              item.category === 'meeting' ? meetingHref(locale, item.id) : articleHref(locale, item.id)
            }
            linkComponent={RouterLink}
            headingLevel={2}
            label={intl.formatMessage(tabTitles[tab])}
            emptyState={
              <EmptyState
                icon="info"
                headingLevel={2}
                title={intl.formatMessage(messages.empty)}
                description={intl.formatMessage(messages.emptyHint)}
              />
            }
          />
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            getHref={(target) => newsHref(locale, tab, target)}
            linkComponent={RouterLink}
          />
        </>
      )}
    </div>
  );
}
