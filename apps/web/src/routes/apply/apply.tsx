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
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import type { ApiClient } from '../../app/services';
import type { Locale } from '../../i18n/locale';
import { ApplicationPage } from '../applications/ApplicationPage';
import { trialApplicationBody } from '../applications/applicationBodies';
import { browserDraftStore } from '../applications/applicationDrafts';
import { applicationPrefill } from '../applications/applicationPrefill';
import classes from '../applications/applications.module.css';
import { catalogNumberSuggestions } from '../applications/catalogNumberSuggestions';
import { areaOptions, categoryTreeOptions, industryOptions } from '../applications/formOptions';
import { type ServerWizard, serverWizardAction, serverWizardStep } from '../applications/serverWizard';
import { type ApplicationRouteData, useApplicationRoute } from '../applications/useApplicationRoute';
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

export type TrialApplicationData = ApplicationRouteData<TrialApplicationOptions>;

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
  const { locale, api, options, userInfo, serverStep, retry } =
    useApplicationRoute<TrialApplicationOptions>(serverTrialApplication);
  return (
    <ApplicationPage
      title={intl.formatMessage(messages.title)}
      lead={intl.formatMessage(messages.lead)}
      optionsFailed={!options}
      onRetry={retry}
    >
      {options ? (
        <TrialApplication
          // The profile arrives after the first render: the wizard restarts with it (the draft still wins).
          key={userInfo ? 'user' : 'visitor'}
          api={api}
          locale={locale}
          options={options}
          prefill={applicationPrefill(userInfo, options.areas)}
          serverStep={serverStep}
        />
      ) : null}
    </ApplicationPage>
  );
}
