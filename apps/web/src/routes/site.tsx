import { unwrap } from '@storefront/api-client';
import { useIntl } from 'react-intl';
import {
  type LoaderFunctionArgs,
  Outlet,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router-dom';
import { DocumentHead } from '../app/DocumentHead';
import { errorStatus } from '../app/errors';
import type { GlobalConfig } from '../app/globalConfig';
import { loaderApi } from '../app/loaderServices';
import { routeMeta, statusMeta } from '../app/meta';
import { StatusView } from '../app/StatusView';
import { useChunkReloadOnError } from '../browser/chunkReloadBoundary';
import { IntlRoot, loadCatalog } from '../i18n/IntlRoot';
import { type Locale, localeFromPath } from '../i18n/locale';
import { menuCategories } from '../shell/navigation';
import { SiteShell, type SiteShellData } from '../shell/SiteShell';

/** Number of hot keywords under the search box (SPEC §9). */
const hotKeywordCount = 5;

/**
 * Logs a failed call of the shell and goes on without its data: SPEC §8 only logs the msg for the
 * catalogue and hot words, and a page must not fail because its header could not show a menu.
 */
function loggedFallback<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`[web] ${what} failed:`, error);
    return fallback;
  };
}

/** What the shell shows on every page: the mega-menu tree, the hot keywords and the contact lines. */
export async function loader(args: LoaderFunctionArgs): Promise<SiteShellData> {
  const { api, locale, services } = loaderApi(args);
  // Coming from the other site in the browser: this site's messages are not loaded yet.
  await loadCatalog(locale);
  const [categoryTree, hotKeywords, config] = await Promise.all([
    services.categoryTree(locale).catch(loggedFallback('category tree', [])),
    unwrap(api.GET('/search/rank', { params: { query: { number: hotKeywordCount } } }))
      .then((keywords) => keywords.map((entry) => entry.keyword))
      .catch(loggedFallback('hot keywords', [] as string[])),
    services.globalConfig(locale).catch(loggedFallback('global config', {} as GlobalConfig)),
  ]);
  return { menu: menuCategories(categoryTree), hotKeywords, config };
}

/** The shell's data does not depend on the page: a navigation within the site keeps it. */
export function shouldRevalidate() {
  return false;
}

function useShellData(locale: Locale): SiteShellData {
  return (
    (useRouteLoaderData(`site-${locale}`) as SiteShellData | undefined) ?? {
      menu: [],
      hotKeywords: [],
      config: {},
    }
  );
}

/**
 * Layout of one site (`/` or `/en`): messages of its language, the shell and the page's head.
 * The locale comes from the URL, so the layout also serves the error boundary of its pages.
 */
export function Component() {
  const locale = localeFromPath(useLocation().pathname);
  const shellData = useShellData(locale);
  return (
    <IntlRoot locale={locale}>
      <PageHead />
      <SiteShell locale={locale} data={shellData}>
        <Outlet />
      </SiteShell>
    </IntlRoot>
  );
}

function PageHead() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const matches = useMatches();
  const meta = routeMeta(intl, matches);
  return meta ? (
    <DocumentHead locale={locale} meta={meta} handles={matches.map((match) => match.handle)} />
  ) : null;
}

/** A page that is unknown (404) or failed to load or render (500), inside the site's shell. */
export function ErrorBoundary() {
  const locale = localeFromPath(useLocation().pathname);
  const error = useRouteError();
  const status = errorStatus(error);
  // When the layout's own loader failed there is no shell data; the shell then renders without it.
  const shellData = useShellData(locale);
  useChunkReloadOnError(error);
  return (
    <IntlRoot locale={locale}>
      <StatusHead status={status} />
      <SiteShell locale={locale} data={shellData}>
        <StatusView locale={locale} status={status} />
      </SiteShell>
    </IntlRoot>
  );
}

function StatusHead({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <DocumentHead
      locale={localeFromPath(useLocation().pathname)}
      meta={statusMeta(intl, status)}
      handles={[]}
      isStatusPage
    />
  );
}
