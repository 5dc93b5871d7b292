import { authMessages, LoginForm } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { useAuthReady } from '../../auth/auth';
import { safeRedirect } from '../../auth/authSession';
import { logInWith } from '../../auth/logInWith';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { AccountPage } from './AccountPage';
import classes from './account.module.css';
import { accountHrefs } from './hrefs';
import { readLoginState } from './loginState';
import { useCaptcha } from './useCaptcha';

const messages = defineMessages({
  title: { id: 'web.login.title', defaultMessage: 'Log in' },
  description: {
    id: 'web.login.description',
    defaultMessage: 'Log in with your e-mail and password to order, track enquiries and manage your account.',
  },
  registered: {
    id: 'web.login.registered',
    defaultMessage: 'Your account has been created. Log in with your e-mail and password.',
  },
  passwordReset: {
    id: 'web.login.passwordReset',
    defaultMessage: 'Your password has been changed. Log in with the new password.',
  },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/**
 * E-mail and password login (SPEC §4); afterwards back to `redirect` (same-site paths only) or home.
 * After failed logins the server asks for the image captcha: the form then asks for one (GET /kaptcha).
 */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authReady = useAuthReady();
  const api = useApi(locale);
  // Not loaded up front: only a login the server throttles needs one.
  const { captcha, refresh: refreshCaptcha } = useCaptcha(api, false);
  const home = localizePath(locale, '/');
  // Registration and reset pass the e-mail on, so that only the password is left to type, and say
  // what just happened.
  const { email, notice } = readLoginState(useLocation().state);
  return (
    <AccountPage title={intl.formatMessage(messages.title)}>
      <LoginForm
        className={classes.Form}
        siteLocale={locale}
        defaultValues={email ? { email } : undefined}
        notice={notice ? intl.formatMessage(messages[notice]) : undefined}
        captcha={captcha}
        onRefreshCaptcha={refreshCaptcha}
        hrefs={accountHrefs(locale, params.get('redirect'))}
        linkComponent={RouterLink}
        onSubmit={async (credentials) => {
          await logInWith(
            authReady,
            { kind: 'password', ...credentials },
            intl.formatMessage(authMessages.loginFailed),
          );
          navigate(safeRedirect(params.get('redirect'), home), { replace: true });
        }}
      />
    </AccountPage>
  );
}
