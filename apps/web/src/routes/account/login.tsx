import { authMessages, LoginForm } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { logInWith, useAuth } from '../../auth/auth';
import { safeRedirect } from '../../auth/authSession';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './account.module.css';
import { accountHrefs } from './hrefs';

const messages = defineMessages({
  title: { id: 'web.login.title', defaultMessage: 'Log in' },
  description: {
    id: 'web.login.description',
    defaultMessage: 'Log in with your e-mail and password to order, track enquiries and manage your account.',
  },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** E-mail and password login (SPEC §4); afterwards back to `redirect` (same-site paths only) or home. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { actor } = useAuth();
  const home = localizePath(locale, '/');
  // Registration and reset pass the e-mail on, so that only the password is left to type.
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <div className={classes.Page}>
      <LoginForm
        className={classes.Form}
        siteLocale={locale}
        defaultValues={email ? { email } : undefined}
        hrefs={accountHrefs(locale, params.get('redirect'))}
        linkComponent={RouterLink}
        onSubmit={async (credentials) => {
          await logInWith(
            actor,
            { kind: 'password', ...credentials },
            intl.formatMessage(authMessages.loginFailed),
          );
          navigate(safeRedirect(params.get('redirect'), home), { replace: true });
        }}
      />
    </div>
  );
}
