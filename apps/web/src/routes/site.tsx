import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches, useRouteError } from 'react-router-dom';
import { DocumentHead } from '../app/DocumentHead';
import { errorStatus } from '../app/errors';
import { routeMeta, statusMeta } from '../app/meta';
import { StatusView } from '../app/StatusView';
import { IntlRoot } from '../i18n/IntlRoot';
import { localeFromPath } from '../i18n/locale';
import { SiteShell } from '../shell/SiteShell';

/**
 * Layout of one site (`/` or `/en`): messages of its language, the shell and the page's head.
 * The locale comes from the URL, so the layout also serves the error boundary of its pages.
 */
export function Component() {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <IntlRoot locale={locale}>
      <PageHead />
      <SiteShell locale={locale}>
        <Outlet />
      </SiteShell>
    </IntlRoot>
  );
}

function PageHead() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const meta = routeMeta(intl, useMatches());
  return meta ? <DocumentHead locale={locale} meta={meta} /> : null;
}

/** A page that is unknown (404) or failed to load or render (500), inside the site's shell. */
export function ErrorBoundary() {
  const locale = localeFromPath(useLocation().pathname);
  const status = errorStatus(useRouteError());
  return (
    <IntlRoot locale={locale}>
      <StatusHead status={status} />
      <SiteShell locale={locale}>
        <StatusView locale={locale} status={status} />
      </SiteShell>
    </IntlRoot>
  );
}

function StatusHead({ status }: { status: number }) {
  const intl = useIntl();
  return <DocumentHead locale={localeFromPath(useLocation().pathname)} meta={statusMeta(intl, status)} />;
}
