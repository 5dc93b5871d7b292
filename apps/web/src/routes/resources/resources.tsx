import { type Resource, type ResourceDownload, type ResourcePage, unwrap } from '@storefront/api-client';
import {
  Breadcrumbs,
  Button,
  Dialog,
  DocumentList,
  type DocumentListDocument,
  EmptyState,
  ErrorState,
  Link,
  Pagination,
  type ResourceDownloadDetails,
  ResourceDownloadForm,
  type ResourceTab,
  ResourceTabs,
  resourceTabs,
  Section,
  TextField,
} from '@storefront/ui';
import { resourceDownloadForm } from '@storefront/validation';
import { type ComponentProps, createContext, useContext, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useLocation,
  useNavigation,
} from 'react-router-dom';
import { useFetcherForm } from '../../app/FetcherForm';
import { formAction } from '../../app/formAction';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { usePostedForm } from '../../app/postedForm';
import { RouterLink } from '../../app/RouterLink';
import { useAuthToken } from '../../auth/auth';
import { localeFromPath, localizePath } from '../../i18n/locale';
import type { RegisterPrefillState } from '../account/registered';
import {
  passCookie,
  passFromCookie,
  startDownload,
  storedPass,
  storePass,
  withPass,
} from './resourceDownload';
import classes from './resources.module.css';
import {
  parseResourcesQuery,
  type ResourcesQuery,
  resourceSearchMaxLength,
  resourcesHref,
  resourcesPageSize,
} from './resourcesQuery';

const messages = defineMessages({
  title: { id: 'web.resources.title', defaultMessage: 'Resources & Support' },
  home: { id: 'web.resources.home', defaultMessage: 'Home' },
  description: {
    id: 'web.resources.description',
    defaultMessage:
      'Product manuals and datasheets, certificates of analysis, brochures, application and technical notes, safety data sheets and posters to download.',
  },
  searchLabel: { id: 'web.resources.searchLabel', defaultMessage: 'Search this list' },
  searchHint: { id: 'web.resources.searchHint', defaultMessage: 'Words of the title, e.g. SPR or endotoxin' },
  search: { id: 'web.resources.search', defaultMessage: 'Search' },
  clear: { id: 'web.resources.clear', defaultMessage: 'Show all' },
  emptyTitle: { id: 'web.resources.emptyTitle', defaultMessage: 'No file here yet' },
  emptyHint: {
    id: 'web.resources.emptyHint',
    defaultMessage: 'Try other words or another tab, or ask our support for the document you need.',
  },
  errorTitle: { id: 'web.resources.errorTitle', defaultMessage: 'The files could not be loaded' },
  retry: { id: 'web.resources.retry', defaultMessage: 'Try again' },
  coaTitle: { id: 'web.resources.coaTitle', defaultMessage: 'Certificates of analysis (COA)' },
  coaText: {
    id: 'web.resources.coaText',
    defaultMessage:
      'Each lot has its own certificate with its QC results: purity, endotoxin and bioactivity. Enter the catalog number and the lot number printed on the vial label to get the COA of the lot you received.',
  },
  coaLink: { id: 'web.resources.coaLink', defaultMessage: 'Request a COA' },
  downloadFailed: {
    id: 'web.resources.downloadFailed',
    defaultMessage: 'The download failed. Please try again.',
  },
  tabManual: { id: 'web.resources.tabManual', defaultMessage: 'Manuals & datasheets' },
  tabCoa: { id: 'web.resources.tabCoa', defaultMessage: 'COA' },
  tabBrochure: { id: 'web.resources.tabBrochure', defaultMessage: 'Brochures' },
  tabNote: { id: 'web.resources.tabNote', defaultMessage: 'Application & technical notes' },
  tabSds: { id: 'web.resources.tabSds', defaultMessage: 'Safety data sheets' },
  tabPoster: { id: 'web.resources.tabPoster', defaultMessage: 'Posters' },
});

const valueMessages = defineMessages<{
  emptySearch: { q: string };
  formTitle: { title: string };
  pageTitle: { tab: string };
}>({
  emptySearch: { id: 'web.resources.emptySearch', defaultMessage: 'No file matches “{q}”' },
  formTitle: { id: 'web.resources.formTitle', defaultMessage: 'Download “{title}”' },
  pageTitle: {
    id: 'web.resources.pageTitle',
    defaultMessage: '{tab} | Resources & Support',
    description: 'Page title: the chosen tab, then the section',
  },
});

const tabTitles = {
  manual: messages.tabManual,
  coa: messages.tabCoa,
  brochure: messages.tabBrochure,
  note: messages.tabNote,
  sds: messages.tabSds,
  poster: messages.tabPoster,
} satisfies Record<ResourceTab, MessageDescriptor>;

interface ResourcesData {
  query: ResourcesQuery;
  /** null on the COA tab (no files: the COA form) and when the API failed (`failed`). */
  resources: ResourcePage | null;
  failed: boolean;
  /** The file whose download form the page holds (`?details=`, without JavaScript), or null. */
  asking?: Resource | null;
}

/**
 * Without JavaScript a file's link is the page with `?download=<id>`, which the loader answers with
 * the file when the visitor's pass cookie is there, else with `?details=<id>`: the page holding the
 * download form, which posts to this route's action. The HTML of both pages is the same for everyone.
 */
const DOWNLOAD_PARAM = 'download';
const DETAILS_PARAM = 'details';
const DOWNLOAD_FORM = 'download';
const DOWNLOAD_ANCHOR = 'download';

/** The page's address with one parameter set (and `?sent=` dropped). */
function withParam(url: URL, name: string, value: string): string {
  const target = new URL(url);
  for (const param of [DOWNLOAD_PARAM, DETAILS_PARAM, 'sent', 'index']) target.searchParams.delete(param);
  target.searchParams.set(name, value);
  return target.pathname + target.search;
}

/** A file's link that works without JavaScript: the page's `?download=<id>`. */
function downloadHref(pageHref: string, resource: Resource): string {
  return `${pageHref}&${DOWNLOAD_PARAM}=${resource.id}`;
}

/** `/resources?activeIndex=` (SPEC §2): one tab's files, searched and paged by the address. */
export async function loader(args: LoaderFunctionArgs) {
  const query = parseResourcesQuery(new URL(args.request.url).searchParams);
  if (query.tab === 'coa') return { query, resources: null, failed: false } satisfies ResourcesData;
  const { api } = loaderApi(args);
  let resources: ResourcePage;
  try {
    resources = await unwrap(
      api.GET('/resource', {
        params: {
          query: {
            category: query.tab,
            page: query.page,
            size: resourcesPageSize,
            ...(query.q && { q: query.q }),
          },
        },
      }),
    );
  } catch (error) {
    console.error(`[web] /resources (${query.tab}) failed:`, error);
    return data({ query, resources: null, failed: true } satisfies ResourcesData, { status: 503 });
  }
  // A page past the end does not exist (a stale link); its first page does.
  if (query.page > 1 && resources.list.length === 0)
    throw data(null, { status: 404, statusText: 'Not Found' });
  const url = new URL(args.request.url);
  const listed = (param: string) =>
    resources.list.find((resource) => String(resource.id) === url.searchParams.get(param)) ?? null;
  const wanted = listed(DOWNLOAD_PARAM);
  if (wanted) {
    const pass = passFromCookie(args.request.headers.get('cookie'));
    if (pass !== null) return redirect(withPass(wanted.fileUrl, pass), 303);
    return redirect(`${withParam(url, DETAILS_PARAM, String(wanted.id))}#${DOWNLOAD_ANCHOR}`, 303);
  }
  return { query, resources, failed: false, asking: listed(DETAILS_PARAM) } satisfies ResourcesData;
}

/**
 * The download form (`?details=<id>`): its rules and POST /resource. Sent without JavaScript, the pass it
 * answers is kept in a cookie and the confirmation links to the file; posted through a fetcher (the
 * dialog's, the page's with JavaScript), the answer is the pass, which the script keeps (`storePass`).
 */
export function action(args: ActionFunctionArgs) {
  const resourceId = Number(new URL(args.request.url).searchParams.get(DETAILS_PARAM));
  return formAction<keyof typeof resourceDownloadForm, { data: ResourceDownload }>(args, {
    form: DOWNLOAD_FORM,
    spec: resourceDownloadForm,
    send: (api, values) =>
      api.POST('/resource', {
        body: { resourceId, ...(values as Record<keyof typeof values, string>) },
      }),
    sentHeaders: (answer) => ({ 'set-cookie': passCookie(answer.pass, answer.expiresAt) }),
  });
}

const meta: MetaFunction<ResourcesData> = ({ intl, data: loaded }) => ({
  title: intl.formatMessage(valueMessages.pageTitle, {
    tab: intl.formatMessage(tabTitles[loaded.query.tab]),
  }),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** The search within a tab: a GET form, so that every state has an address and works without JavaScript. */
function SearchForm({ query }: { query: ResourcesQuery }) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <form
      method="get"
      action={localizePath(locale, '/resources')}
      className={classes.Search}
      aria-label={intl.formatMessage(messages.searchLabel)}
      key={JSON.stringify(query)}
    >
      <input type="hidden" name="activeIndex" value={resourceTabs.indexOf(query.tab)} />
      <TextField
        name="q"
        type="search"
        label={intl.formatMessage(messages.searchLabel)}
        description={intl.formatMessage(messages.searchHint)}
        defaultValue={query.q}
        maxLength={resourceSearchMaxLength}
        className={classes.SearchField}
      />
      <div className={classes.SearchActions}>
        <Button type="submit">{intl.formatMessage(messages.search)}</Button>
        {query.q ? (
          <Link as={RouterLink} href={resourcesHref(locale, query.tab)}>
            {intl.formatMessage(messages.clear)}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The download form of a file posting to the route's action through a fetcher (`?details=<id>`, the
 * page stays): once sent, the pass answered is kept for the next downloads and this file downloads.
 */
function useDownloadPost(
  resource: Resource,
  download: (answer: ResourceDownload, details: ResourceDownloadDetails) => void,
) {
  const location = useLocation();
  const fetched = useFetcherForm(DOWNLOAD_FORM);
  const page = new URL(location.pathname + location.search, 'http://page');
  return {
    action: withParam(page, DETAILS_PARAM, String(resource.id)),
    formComponent: fetched.formComponent,
    posted: fetched.posted,
    sent: fetched.sent,
    onSent: (details: ResourceDownloadDetails) => {
      const answer = fetched.posted?.result as ResourceDownload | undefined;
      // A filled honeypot is answered as sent, with no pass and no file.
      if (!answer) return;
      storePass(answer.pass, answer.expiresAt);
      download(answer, details);
    },
  };
}

/** The details of the download form just sent, for the registration link under its confirmation. */
const SentDetails = createContext<ResourceDownloadDetails | null>(null);

/** The registration page takes the form's details as its prefill: router state, not in the address. */
function RegisterLink(props: ComponentProps<typeof RouterLink>) {
  const details = useContext(SentDetails);
  return <RouterLink {...props} state={{ registerPrefill: details } satisfies RegisterPrefillState} />;
}

/**
 * The files of a tab and the download rule (SPEC §6): a logged-in user downloads at once; a visitor with a
 * stored pass too; any other visitor fills in the download form first, then is offered registration.
 */
function ResourceFiles({ resources, pageHref }: { resources: ResourcePage; pageHref: string }) {
  const intl = useIntl();
  const token = useAuthToken();
  const [asking, setAsking] = useState<Resource | null>(null);
  const [details, setDetails] = useState<ResourceDownloadDetails | null>(null);
  const [failed, setFailed] = useState(false);
  const byId = new Map(resources.list.map((resource) => [resource.id, resource]));
  const documents: DocumentListDocument[] = resources.list.map((resource) => ({
    id: resource.id,
    title: resource.title,
    publishDate: resource.publishDate,
    fileSize: resource.fileSize,
    href: downloadHref(pageHref, resource),
    // Without a pass the gate answers the form's page, which the browser must show.
    opensPage: true,
  }));

  const download = (resource: Resource, url: string, withToken: boolean) => {
    setFailed(false);
    startDownload(url, resource.fileName, withToken ? token : null).catch((error: unknown) => {
      console.error('[web] resource download failed:', error);
      setFailed(true);
    });
  };

  return (
    <>
      {failed ? (
        <p role="alert" className={classes.Failed}>
          {intl.formatMessage(messages.downloadFailed)}
        </p>
      ) : null}
      <DocumentList
        documents={documents}
        emptyState={null}
        onDownload={(document, event) => {
          const resource = byId.get(document.id);
          if (!resource) return;
          event.preventDefault();
          const pass = storedPass();
          if (token !== null) download(resource, resource.fileUrl, true);
          else if (pass !== null) download(resource, withPass(resource.fileUrl, pass), false);
          else {
            setDetails(null);
            setAsking(resource);
          }
        }}
      />
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? intl.formatMessage(valueMessages.formTitle, { title: asking.title }) : ''}
      >
        {asking ? (
          <SentDetails.Provider value={details}>
            <DialogDownloadForm
              key={asking.id}
              resource={asking}
              onDownload={(answer, sent) => {
                setDetails(sent);
                download(asking, answer.url, false);
              }}
            />
          </SentDetails.Provider>
        ) : null}
      </Dialog>
    </>
  );
}

/** The dialog's download form of a file (the dialog needs JavaScript: it posts through a fetcher). */
function DialogDownloadForm({
  resource,
  onDownload,
}: {
  resource: Resource;
  onDownload: (answer: ResourceDownload, details: ResourceDownloadDetails) => void;
}) {
  const locale = localeFromPath(useLocation().pathname);
  const post = useDownloadPost(resource, onDownload);
  return (
    <ResourceDownloadForm
      resourceTitle={resource.title}
      siteLocale={locale}
      linkComponent={RegisterLink}
      getRegisterHref={() => localizePath(locale, '/registered')}
      {...post}
    />
  );
}

/**
 * The download form in the page (`?details=<id>`, the file link's fallback without JavaScript): it posts
 * to the route's action, which answers its messages in place or redirects to `?sent=download`, where the
 * confirmation links to the file. With JavaScript it posts through a fetcher and downloads as the
 * dialog does.
 */
function DownloadDetails({ resource, fileHref }: { resource: Resource; fileHref: string }) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const page = usePostedForm(DOWNLOAD_FORM);
  const post = useDownloadPost(resource, (answer) => window.location.assign(answer.url));
  return (
    <div id={DOWNLOAD_ANCHOR}>
      <Section title={intl.formatMessage(valueMessages.formTitle, { title: resource.title })}>
        <ResourceDownloadForm
          resourceTitle={resource.title}
          siteLocale={locale}
          fileHref={fileHref}
          getRegisterHref={() => localizePath(locale, '/registered')}
          linkComponent={RouterLink}
          {...post}
          posted={post.posted ?? page.posted}
          sent={post.sent || page.sent}
        />
      </Section>
    </div>
  );
}

/** /resources?activeIndex= (SPEC §2): the resource types as tabs; the COA tab leads to the COA form. */
export function Component() {
  const { query, resources, failed, asking } = useLoaderData() as ResourcesData;
  const intl = useIntl();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const pageCount = resources ? Math.max(1, Math.ceil(resources.total / resourcesPageSize)) : 1;

  return (
    <div className={classes.Page}>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), href: localizePath(locale, '/') },
          { label: intl.formatMessage(messages.title), href: resourcesHref(locale) },
          { label: intl.formatMessage(tabTitles[query.tab]) },
        ]}
        linkComponent={RouterLink}
      />
      <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
      <ResourceTabs
        value={query.tab}
        getHref={(tab) => resourcesHref(locale, tab)}
        linkComponent={RouterLink}
      />
      {query.tab === 'coa' ? (
        <Section title={intl.formatMessage(messages.coaTitle)}>
          <p className={classes.Text}>{intl.formatMessage(messages.coaText)}</p>
          <Link as={RouterLink} href={localizePath(locale, '/coa')} variant="standalone">
            {intl.formatMessage(messages.coaLink)}
          </Link>
        </Section>
      ) : (
        <>
          <SearchForm query={query} />
          {failed || resources === null ? (
            <ErrorState
              title={intl.formatMessage(messages.errorTitle)}
              action={
                <Link
                  as={RouterLink}
                  href={resourcesHref(locale, query.tab, query.q, query.page)}
                  variant="standalone"
                >
                  {intl.formatMessage(messages.retry)}
                </Link>
              }
            />
          ) : pending ? (
            <DocumentList documents={[]} loading />
          ) : resources.list.length === 0 ? (
            <EmptyState
              icon="info"
              title={
                query.q
                  ? intl.formatMessage(valueMessages.emptySearch, { q: query.q })
                  : intl.formatMessage(messages.emptyTitle)
              }
              description={intl.formatMessage(messages.emptyHint)}
            />
          ) : (
            <>
              <ResourceFiles
                resources={resources}
                pageHref={resourcesHref(locale, query.tab, query.q, query.page)}
              />
              {asking ? (
                <DownloadDetails
                  resource={asking}
                  fileHref={downloadHref(resourcesHref(locale, query.tab, query.q, query.page), asking)}
                />
              ) : null}
              {pageCount > 1 ? (
                <Pagination
                  page={Math.min(query.page, pageCount)}
                  pageCount={pageCount}
                  getHref={(target) => resourcesHref(locale, query.tab, query.q, target)}
                  linkComponent={RouterLink}
                />
              ) : null}
            </>
          )}
        </>
      )}
    </div>
  );
}
