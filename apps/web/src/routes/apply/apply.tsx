import { type SelectOption, TrialApplicationWizard, trialApplicationMachine } from '@storefront/ui';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import type { ApiClient } from '../../app/services';
import { useUserInfo } from '../../auth/auth';
import { type Locale, localeFromPath } from '../../i18n/locale';
import { ApplicationPage } from '../applications/ApplicationPage';
import { browserDraftStore } from '../applications/applicationDrafts';
import { applicationPrefill } from '../applications/applicationPrefill';
import classes from '../applications/applications.module.css';
import { catalogNumberSuggestions } from '../applications/catalogNumberSuggestions';
import { areaOptions, categoryTreeOptions, industryOptions } from '../applications/formOptions';
import { trialApplicationImplementations } from '../applications/wizardImplementations';

const messages = defineMessages({
  title: { id: 'web.apply.title', defaultMessage: 'Apply for a free trial sample' },
  description: {
    id: 'web.apply.description',
    defaultMessage: 'Try one of our proteins or reagents in your own lab: apply for a free trial sample.',
  },
  lead: {
    id: 'web.apply.lead',
    defaultMessage:
      'Tell us which product you would like to try and where to send it. We confirm your application by e-mail with its reference.',
  },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

/** A form: robots do not index it. */
export const handle: RouteHandle = { meta, noindex: true };

/** The lists of the trial's selects; null when one failed (the page offers to try again). */
export interface TrialApplicationOptions {
  categories: SelectOption[];
  industries: SelectOption[];
  areas: SelectOption[];
}

export async function loader(args: LoaderFunctionArgs): Promise<TrialApplicationOptions | null> {
  const { api, locale, services } = loaderApi(args);
  try {
    const [categories, industries, areas] = await Promise.all([
      categoryTreeOptions(services, locale),
      industryOptions(api),
      areaOptions(api),
    ]);
    return { categories, industries, areas };
  } catch (error) {
    console.error('[web] /apply: the form lists failed:', error);
    return null;
  }
}

/** The wizard, started once per prefill with this browser's draft and the site's API. */
function TrialApplication({
  api,
  locale,
  options,
  prefill,
}: {
  api: ApiClient;
  locale: Locale;
  options: TrialApplicationOptions;
  prefill: Record<string, string>;
}) {
  // Provided once per mount: the actor keeps the machine it started with.
  const [machine] = useState(() =>
    trialApplicationMachine.provide(trialApplicationImplementations(api, browserDraftStore('apply'))),
  );
  const actor = useActorRef(machine, { input: { siteLocale: locale, prefill } });
  const searchCatalogNumbers = useMemo(() => catalogNumberSuggestions(api), [api]);
  return (
    <TrialApplicationWizard
      actor={actor}
      className={classes.Wizard}
      categories={options.categories}
      industries={options.industries}
      areas={options.areas}
      onSearchCatalogNumbers={searchCatalogNumbers}
    />
  );
}

/** /apply (SPEC §3, §5): the free trial sample application, two steps and a review. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const options = useLoaderData() as TrialApplicationOptions | null;
  const revalidator = useRevalidator();
  const api = useApi(locale);
  const userInfo = useUserInfo(api);
  return (
    <ApplicationPage
      title={intl.formatMessage(messages.title)}
      lead={intl.formatMessage(messages.lead)}
      optionsFailed={!options}
      onRetry={() => void revalidator.revalidate()}
    >
      {options ? (
        <TrialApplication
          // The profile arrives after the first render: the wizard restarts with it (the draft still wins).
          key={userInfo ? 'user' : 'visitor'}
          api={api}
          locale={locale}
          options={options}
          prefill={applicationPrefill(userInfo, options.areas)}
        />
      ) : null}
    </ApplicationPage>
  );
}
