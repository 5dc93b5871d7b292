import { unwrap } from '@storefront/api-client';
import { RegisterForm, type RegistrationValues, type SelectOption } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import type { GlobalConfig } from '../../app/globalConfig';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { submitForm } from '../../app/submit';
import { richDetailHref } from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { AccountPage } from './AccountPage';
import classes from './account.module.css';
import { accountHrefs } from './hrefs';
import type { LoginState } from './loginState';

const messages = defineMessages({
  title: { id: 'web.register.title', defaultMessage: 'Register' },
  description: {
    id: 'web.register.description',
    defaultMessage: 'Create an account with your e-mail to order proteins and follow your enquiries.',
  },
  privacy: { id: 'web.register.privacy', defaultMessage: 'Privacy policy' },
  terms: { id: 'web.register.terms', defaultMessage: 'Terms and conditions' },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

interface RegisterData {
  areas: SelectOption[];
  industries: SelectOption[];
}

/** The choices of the form: provinces/countries and industries, in the site's language. */
export async function loader(args: LoaderFunctionArgs): Promise<RegisterData> {
  const { api } = loaderApi(args);
  const [areas, industries] = await Promise.all([
    unwrap(api.GET('/distributor/area')),
    unwrap(api.GET('/global_cfg/industry/values')),
  ]);
  const options = (list: { id: number; name: string }[]) =>
    list.map((entry) => ({ value: String(entry.id), label: entry.name }));
  return { areas: options(areas), industries: options(industries) };
}

/** What another page may hand the registration form to prefill (router state). */
export interface RegisterPrefillState {
  registerPrefill?: Partial<
    Pick<RegistrationValues, 'name' | 'email' | 'phone' | 'unit' | 'department'>
  > | null;
}

/** Registration (SPEC §5): e-mailed code (scene register), then POST /user and on to the login page. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { areas, industries } = useLoaderData() as RegisterData;
  const shell = useRouteLoaderData(`site-${locale}`) as { config?: GlobalConfig } | undefined;
  const config = shell?.config ?? {};
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi(locale);
  const hrefs = accountHrefs(locale, params.get('redirect'));
  // Details a visitor already gave (the resource download form, SPEC §6) arrive as router state.
  const prefill = (useLocation().state as RegisterPrefillState | null)?.registerPrefill ?? undefined;
  return (
    <AccountPage title={intl.formatMessage(messages.title)}>
      <RegisterForm
        className={classes.WideForm}
        siteLocale={locale}
        areas={areas}
        industries={industries}
        defaultValues={prefill}
        privacyHref={
          config.privacy_policy
            ? richDetailHref(locale, intl.formatMessage(messages.privacy), config.privacy_policy)
            : localizePath(locale, '/privacy')
        }
        termsHref={
          config.terms_conditions
            ? richDetailHref(locale, intl.formatMessage(messages.terms), config.terms_conditions)
            : localizePath(locale, '/terms')
        }
        hrefs={hrefs}
        linkComponent={RouterLink}
        onSearchUnits={(text) =>
          unwrap(api.GET('/search/org/name', { params: { query: { keyWord: text } } }))
        }
        onSendCode={async (email) => {
          await unwrap(api.POST('/code/send', { body: { email, scene: 'register' } }));
        }}
        onSubmit={async (registration) => {
          await submitForm(api.POST('/user', { body: registration }));
          // The new account logs in on the login page, which keeps where to return afterwards.
          navigate(hrefs.login ?? localizePath(locale, '/login'), {
            state: { email: registration.email, notice: 'registered' } satisfies LoginState,
          });
        }}
      />
    </AccountPage>
  );
}
