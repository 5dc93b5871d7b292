import { ErrorState, Link } from '@storefront/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../app/RouterLink';
import { useLoginKnown } from '../../auth/auth';
import { loginHref } from '../../auth/authSession';
import { localeFromPath } from '../../i18n/locale';
import classes from './applications.module.css';

const messages = defineMessages({
  loginHint: {
    id: 'web.applications.loginHint',
    defaultMessage: 'Have an account? Log in to have your details filled in and to follow your application.',
  },
  login: { id: 'web.applications.login', defaultMessage: 'Log in' },
  optionsFailedTitle: {
    id: 'web.applications.optionsFailedTitle',
    defaultMessage: 'The form could not be loaded',
  },
  optionsFailed: {
    id: 'web.applications.optionsFailed',
    defaultMessage: 'Its lists could not be loaded. Please try again in a moment.',
  },
});

/**
 * The page around a wizard: its title and lead, for a visitor a login link that comes back to this page
 * (the draft keeps the answers and the step across the detour), and the wizard, or the error state when
 * the lists its selects need failed to load.
 */
export function ApplicationPage({
  title,
  lead,
  optionsFailed,
  onRetry,
  children,
}: {
  title: string;
  lead: string;
  optionsFailed: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const loginKnown = useLoginKnown();
  return (
    <div className={classes.Page}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>{title}</h1>
        <p>{lead}</p>
        {loginKnown === false ? (
          <p>
            {intl.formatMessage(messages.loginHint)}{' '}
            <Link as={RouterLink} href={loginHref(locale, `${location.pathname}${location.search}`)}>
              {intl.formatMessage(messages.login)}
            </Link>
          </p>
        ) : null}
      </header>
      {optionsFailed ? (
        <ErrorState
          title={intl.formatMessage(messages.optionsFailedTitle)}
          description={intl.formatMessage(messages.optionsFailed)}
          onRetry={onRetry}
        />
      ) : (
        children
      )}
    </div>
  );
}
