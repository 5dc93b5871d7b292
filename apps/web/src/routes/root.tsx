import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router-dom';
import { errorStatus } from '../app/errors';
import { StatusView } from '../app/StatusView';
import { IntlRoot } from '../i18n/IntlRoot';
import { localeFromPath } from '../i18n/locale';

/** Renders the matching site layout; page changes start at the top, back and forward restore the position. */
export function Component() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Last line of defence: the site layout itself failed, so the status page is shown without the shell.
 */
export function ErrorBoundary() {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <IntlRoot locale={locale}>
      <main>
        <StatusView locale={locale} status={errorStatus(useRouteError())} />
      </main>
    </IntlRoot>
  );
}
