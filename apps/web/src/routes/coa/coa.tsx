import { unwrap } from '@storefront/api-client';
import { CoaRequestForm, coaRequestOf, type SelectOption } from '@storefront/ui';
import { coaForm } from '@storefront/validation';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
} from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { useFetcherForm } from '../../app/FetcherForm';
import { formAction } from '../../app/formAction';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { usePostedForm } from '../../app/postedForm';
import { useUserInfo } from '../../auth/auth';
import { localeFromPath } from '../../i18n/locale';
import classes from './coa.module.css';

const messages = defineMessages<Record<'title' | 'description', NoMessageValues>>({
  title: { id: 'web.coa.title', defaultMessage: 'Certificates of analysis (COA)' },
  description: {
    id: 'web.coa.description',
    defaultMessage:
      'Get the certificate of analysis of your lot: enter its catalog and lot numbers. Each COA carries a QR code to verify it.',
  },
});

interface CoaData {
  areas: SelectOption[];
  industries: SelectOption[];
}

/** `/coa`: the COA form (SPEC §3), its areas and industries in the site's language. */
export async function loader(args: LoaderFunctionArgs): Promise<CoaData> {
  const { api } = loaderApi(args);
  // Without the lists the page still answers; the selects are then empty and the form says so on submit.
  const [areas, industries] = await Promise.all([
    unwrap(api.GET('/distributor/area')).catch(() => []),
    unwrap(api.GET('/global_cfg/industry/values')).catch(() => []),
  ]);
  const options = (list: { id: number; name: string }[]) =>
    list.map((entry) => ({ value: String(entry.id), label: entry.name }));
  return { areas: options(areas), industries: options(industries) };
}

const meta: MetaFunction<CoaData> = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/**
 * A COA request: the form's rules and its POST /coa. The answer (the documents found) is shown on the
 * page it posted to, as the form shows it, rather than after a redirect; with JavaScript the form posts
 * through a fetcher and shows the same answer.
 */
export function action(args: ActionFunctionArgs) {
  return formAction(args, {
    form: 'coa',
    spec: coaForm,
    answerInPlace: true,
    send: (api, values) =>
      api.POST('/coa', { body: coaRequestOf(values as Parameters<typeof coaRequestOf>[0]) }),
  });
}

export function Component() {
  const { areas, industries } = useLoaderData() as CoaData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const api = useApi(locale);
  const userInfo = useUserInfo(api);
  // Without JavaScript the page comes back with the answer; with it, the fetcher brings it.
  const { posted } = usePostedForm('coa');
  const fetched = useFetcherForm('coa');
  return (
    <article className={classes.Page}>
      <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.description)}</p>
      <CoaRequestForm
        // A logged-in user's profile arrives after the first render: read on mount, hence the key.
        key={userInfo ? 'user' : 'visitor'}
        areas={areas}
        industries={industries}
        siteLocale={locale}
        formComponent={fetched.formComponent}
        posted={fetched.posted ?? posted}
        sent={fetched.sent}
        defaultValues={
          userInfo
            ? { name: userInfo.name, dept: userInfo.company, email: userInfo.email, phone: userInfo.phone }
            : undefined
        }
      />
    </article>
  );
}
