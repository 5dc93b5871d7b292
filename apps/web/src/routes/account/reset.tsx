import { unwrap } from '@storefront/api-client';
import { ResetPasswordForm } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { submitForm } from '../../app/submit';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { AccountPage } from './AccountPage';
import classes from './account.module.css';
import { accountHrefs } from './hrefs';
import type { LoginState } from './loginState';

const messages = defineMessages({
  title: { id: 'web.reset.title', defaultMessage: 'Reset password' },
  description: {
    id: 'web.reset.description',
    defaultMessage: 'Set a new password with a code sent to the e-mail of your account.',
  },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** Password reset (SPEC §5): e-mailed code (scene reset_password), POST /user/reset/password, then login. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi(locale);
  const hrefs = accountHrefs(locale, params.get('redirect'));
  return (
    <AccountPage title={intl.formatMessage(messages.title)}>
      <ResetPasswordForm
        className={classes.Form}
        siteLocale={locale}
        hrefs={hrefs}
        linkComponent={RouterLink}
        onSendCode={async (email) => {
          await unwrap(api.POST('/code/send', { body: { email, scene: 'reset_password' } }));
        }}
        onSubmit={async (reset) => {
          await submitForm(api.POST('/user/reset/password', { body: reset }));
          navigate(hrefs.login ?? localizePath(locale, '/login'), {
            state: { email: reset.email, notice: 'passwordReset' } satisfies LoginState,
          });
        }}
      />
    </AccountPage>
  );
}
