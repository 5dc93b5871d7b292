import { type ApiClient, bearerHeaders, type MyApplication, unwrap } from '@storefront/api-client';
import { ApplicationList, Link } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { useAuthToken, useLoginKnown } from '../../auth/auth';
import { LoginGate } from '../../auth/LoginRequired';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './applications.module.css';

const messages = defineMessages({
  title: { id: 'web.myApplications.title', defaultMessage: 'My applications' },
  description: {
    id: 'web.myApplications.description',
    defaultMessage:
      'Your personal centre: your free trial and paper award applications, with their references and status.',
  },
  loadingTitle: { id: 'web.myApplications.loadingTitle', defaultMessage: 'Opening your applications…' },
  loggedOutTitle: {
    id: 'web.myApplications.loggedOutTitle',
    defaultMessage: 'Log in to see your applications',
  },
  loggedOutDescription: {
    id: 'web.myApplications.loggedOutDescription',
    defaultMessage: 'Applications sent while logged in are kept with your account.',
  },
  loadFailed: { id: 'web.myApplications.loadFailed', defaultMessage: 'Please try again in a moment.' },
  apply: { id: 'web.myApplications.apply', defaultMessage: 'Apply for a free trial sample' },
  reward: { id: 'web.myApplications.reward', defaultMessage: 'Apply for the paper award' },
  orders: { id: 'web.myApplications.orders', defaultMessage: 'My orders' },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta, personal: true };

type Applications =
  | { state: 'loading' }
  | { state: 'failed'; message: string | null }
  | { state: 'ready'; list: MyApplication[] };

/** GET /user/applications with the login token, asked in the browser (the server renders logged out). */
function useMyApplications(api: ApiClient, token: string | null) {
  const [applications, setApplications] = useState<Applications>({ state: 'loading' });
  const load = useCallback(() => {
    if (!token) return undefined;
    let current = true;
    setApplications({ state: 'loading' });
    unwrap(api.GET('/user/applications', { headers: bearerHeaders(token) }))
      .then((list) => {
        if (current) setApplications({ state: 'ready', list });
      })
      .catch((error: unknown) => {
        console.error('[web] applications failed:', error);
        if (current)
          setApplications({
            state: 'failed',
            message: error instanceof Error ? error.message || null : null,
          });
      });
    return () => {
      current = false;
    };
  }, [api, token]);
  useEffect(load, [load]);
  return { applications, retry: load };
}

/** /my-applications, the personal centre's applications (issue 15): reference, kind, status, amounts. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const loginKnown = useLoginKnown();
  const token = useAuthToken();
  const api = useApi(locale);
  const { applications, retry } = useMyApplications(api, loginKnown ? token : null);

  return (
    <div className={classes.Page}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
        {/* Above the list, whose height is known only in the browser, so that they never move. */}
        <p className={classes.Links}>
          <Link as={RouterLink} href={localizePath(locale, '/order-list')}>
            {intl.formatMessage(messages.orders)}
          </Link>
          <Link as={RouterLink} href={localizePath(locale, '/apply')}>
            {intl.formatMessage(messages.apply)}
          </Link>
          <Link as={RouterLink} href={localizePath(locale, '/reward')}>
            {intl.formatMessage(messages.reward)}
          </Link>
        </p>
      </header>
      <LoginGate
        pendingTitle={intl.formatMessage(messages.loadingTitle)}
        loggedOutTitle={intl.formatMessage(messages.loggedOutTitle)}
        description={intl.formatMessage(messages.loggedOutDescription)}
      >
        <ApplicationList
          applications={applications.state === 'ready' ? applications.list : []}
          loading={applications.state === 'loading'}
          error={
            applications.state === 'failed'
              ? (applications.message ?? intl.formatMessage(messages.loadFailed))
              : undefined
          }
          onRetry={retry}
        />
      </LoginGate>
    </div>
  );
}
