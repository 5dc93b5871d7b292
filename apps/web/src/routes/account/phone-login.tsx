import { unwrap } from '@storefront/api-client';
import { authMessages, PhoneLoginForm } from '@storefront/ui';
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
import { useCaptcha } from './useCaptcha';

const messages = defineMessages({
  title: { id: 'web.phoneLogin.title', defaultMessage: 'Log in with a text message' },
  description: {
    id: 'web.phoneLogin.description',
    defaultMessage: 'Log in with your mainland China mobile number and a code sent by text message.',
  },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** Mobile and SMS code login (SPEC §4): captcha (GET /kaptcha), code (POST /user/phone/message), POST /auth. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authReady = useAuthReady();
  const api = useApi(locale);
  const home = localizePath(locale, '/');
  const { captcha, refresh: refreshCaptcha } = useCaptcha(api);
  return (
    <AccountPage title={intl.formatMessage(messages.title)}>
      <PhoneLoginForm
        className={classes.Form}
        captcha={captcha}
        onRefreshCaptcha={refreshCaptcha}
        hrefs={accountHrefs(locale, params.get('redirect'))}
        linkComponent={RouterLink}
        onSendCode={async (request) => {
          await unwrap(api.POST('/user/phone/message', { body: request }));
        }}
        onSubmit={async (credentials) => {
          await logInWith(
            authReady,
            { kind: 'sms', ...credentials },
            intl.formatMessage(authMessages.loginFailed),
          );
          navigate(safeRedirect(params.get('redirect'), home), { replace: true });
        }}
      />
    </AccountPage>
  );
}
