import { useLocation, useRouteError } from 'react-router-dom';
import { errorStatus } from '../app/errors';
import { StatusView } from '../app/StatusView';
import { IntlRoot } from '../i18n/IntlRoot';
import { localeFromPath } from '../i18n/locale';

/**
 * Last line of defence: the site layout itself failed, so the status page is shown without the shell.
 * The root route has no element of its own; it renders the matching site layout.
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
