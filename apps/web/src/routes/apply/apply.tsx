import { unwrap } from '@storefront/api-client';
import {
  type ApplicationWizardServerStep,
  type SelectOption,
  TrialApplicationWizard,
  trialApplicationMachine,
  trialApplicationWizard,
} from '@storefront/ui';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useRevalidator,
} from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { usePostedForm } from '../../app/formAction';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import type { ApiClient } from '../../app/services';
import { useUserInfo } from '../../auth/auth';
import { type Locale, localeFromPath } from '../../i18n/locale';
import { ApplicationPage } from '../applications/ApplicationPage';
import { trialApplicationBody } from '../applications/applicationBodies';
import { browserDraftStore } from '../applications/applicationDrafts';
import { applicationPrefill } from '../applications/applicationPrefill';
import classes from '../applications/applications.module.css';
import { catalogNumberSuggestions } from '../applications/catalogNumberSuggestions';
import { areaOptions, categoryTreeOptions, industryOptions } from '../applications/formOptions';
import { type ServerWizard, serverWizardAction, serverWizardStep } from '../applications/serverWizard';
import { useHydrated } from '../applications/useHydrated';
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

/** The trial wizard as the server runs it without JavaScript: the machine's rules, POST /try_out. */
const serverTrialApplication: ServerWizard = {
  draft: 'apply',
  config: trialApplicationWizard,
  send: (api, values) =>
    unwrap(api.POST('/try_out', { body: trialApplicationBody({ values, award: null }) })),
};

export interface TrialApplicationData {
  /** The selects' lists; null when one failed (the page offers to try again). */
  options: TrialApplicationOptions | null;
  /** The step the server renders for a page without JavaScript. */
  wizard: ApplicationWizardServerStep;
}

export async function loader(args: LoaderFunctionArgs): Promise<TrialApplicationData> {
  const { api, locale, services } = loaderApi(args);
  const wizard = await serverWizardStep(args.request, serverTrialApplication);
  try {
    const [categories, industries, areas] = await Promise.all([
      categoryTreeOptions(services, locale),
      industryOptions(api),
      areaOptions(api),
    ]);
    return { options: { categories, industries, areas }, wizard };
  } catch (error) {
    console.error('[web] /apply: the form lists failed:', error);
    return { options: null, wizard };
  }
}

/** A step posted without JavaScript. */
export function action(args: ActionFunctionArgs) {
  return serverWizardAction(args, serverTrialApplication);
}

/** The wizard, started once per prefill with this browser's draft and the site's API. */
function TrialApplication({
  api,
  locale,
  options,
  prefill,
  serverStep,
}: {
  api: ApiClient;
  locale: Locale;
  options: TrialApplicationOptions;
  prefill: Record<string, string>;
  serverStep: ApplicationWizardServerStep | undefined;
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
      serverStep={serverStep}
    />
  );
}

/** /apply (SPEC §3, §5): the free trial sample application, two steps and a review. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { options, wizard } = useLoaderData() as TrialApplicationData;
  const { posted } = usePostedForm(serverTrialApplication.draft);
  // Until the page runs JavaScript the server's step is a native form; then the machine takes over.
  const hydrated = useHydrated();
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
          serverStep={hydrated ? undefined : { ...wizard, posted }}
        />
      ) : null}
    </ApplicationPage>
  );
}
