import { bearerHeaders, unwrap } from '@storefront/api-client';
import { CompleteInfoForm, type SelectOption } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { toSubmitError } from '../../app/submit';
import { useAuthToken, useLoginKnown, useUserInfo } from '../../auth/auth';
import { safeRedirect } from '../../auth/authSession';
import { LoginRequired } from '../../auth/LoginRequired';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { AccountPage } from './AccountPage';
import classes from './account.module.css';
import { markCompleted } from './completeInfo';
import { useCaptcha } from './useCaptcha';

const messages = defineMessages({
  title: { id: 'web.completeInfo.title', defaultMessage: 'Complete your information' },
  description: {
    id: 'web.completeInfo.description',
    defaultMessage: 'Bind your mobile number and complete your details to finish setting up your account.',
  },
  loggedOutTitle: {
    id: 'web.completeInfo.loggedOutTitle',
    defaultMessage: 'Log in to complete your information',
  },
  loggedOutDescription: {
    id: 'web.completeInfo.loggedOutDescription',
    defaultMessage: 'This page binds a mobile number to your account; log in first.',
  },
  loading: { id: 'web.completeInfo.loading', defaultMessage: 'Loading your account…' },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta, personal: true };

interface CompleteInfoData {
  /** Areas by name: the completion sends `areaName`. */
  areas: SelectOption[];
}

/** The area choices in the site's language; without them the form asks for the area as text. */
export async function loader(args: LoaderFunctionArgs): Promise<CompleteInfoData> {
  const { api } = loaderApi(args);
  const areas = await unwrap(api.GET('/distributor/area')).catch((error: unknown) => {
    console.error('[web] areas failed:', error);
    return [];
  });
  return { areas: areas.map((area) => ({ value: area.name, label: area.name })) };
}

/**
 * /complete-info (SPEC §2, §3): the first-login phone binding. Captcha (GET /kaptcha), SMS code
 * (POST /user/phone/message), then POST /user/completion with the token, and back to `redirect`.
 */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { areas } = useLoaderData() as CompleteInfoData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi(locale);
  const loginKnown = useLoginKnown();
  const token = useAuthToken();
  const info = useUserInfo(api);
  const home = localizePath(locale, '/');
  // A phone proven by the SMS login needs no second code, hence no captcha.
  const phoneVerified = info?.phoneVerified ?? false;
  const { captcha, refresh: refreshCaptcha } = useCaptcha(api, Boolean(loginKnown && info && !phoneVerified));

  if (loginKnown === false) {
    return (
      <AccountPage title={intl.formatMessage(messages.title)}>
        <LoginRequired
          title={intl.formatMessage(messages.loggedOutTitle)}
          description={intl.formatMessage(messages.loggedOutDescription)}
        />
      </AccountPage>
    );
  }
  if (loginKnown === null || !token) {
    return (
      <AccountPage title={intl.formatMessage(messages.title)} busy>
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={intl.formatMessage(messages.title)}>
      <CompleteInfoForm
        // The user's info prefills what is known; read on mount, hence the key.
        key={info ? 'info' : 'empty'}
        className={classes.WideForm}
        captcha={captcha}
        onRefreshCaptcha={refreshCaptcha}
        phoneVerified={phoneVerified}
        areas={areas}
        defaultValues={
          info
            ? {
                name: info.name,
                company: info.company,
                department: info.department,
                areaName: info.areaName,
                phone: info.phone,
              }
            : undefined
        }
        onSearchCompanies={(text) =>
          unwrap(api.GET('/search/org/name', { params: { query: { keyWord: text } } }))
        }
        onSendCode={async (request) => {
          await unwrap(api.POST('/user/phone/message', { body: request }));
        }}
        onSubmit={async (completion) => {
          const saved = await unwrap(
            api.POST('/user/completion', { body: completion, headers: bearerHeaders(token) }),
          ).catch((error: unknown) => {
            throw toSubmitError(error);
          });
          markCompleted(token, saved);
          navigate(safeRedirect(params.get('redirect'), home), { replace: true });
        }}
      />
    </AccountPage>
  );
}
