import { unwrap } from '@storefront/api-client';
import {
  type SelectOption,
  TrialApplicationWizard,
  trialApplicationMachine,
  trialApplicationWizard,
} from '@storefront/ui';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import {
  ApplicationRoute,
  type ApplicationRouteData,
  type ApplicationWizardProps,
  applicationRouteData,
} from '../applications/ApplicationRoute';
import { trialApplicationBody } from '../applications/applicationBodies';
import { browserDraftStore } from '../applications/applicationDrafts';
import classes from '../applications/applications.module.css';
import { areaOptions, categoryTreeOptions, industryOptions } from '../applications/formOptions';
import { type ServerWizard, serverWizardAction } from '../applications/serverWizard';
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

export async function loader(
  args: LoaderFunctionArgs,
): Promise<ApplicationRouteData<TrialApplicationOptions>> {
  const { api, locale, services } = loaderApi(args);
  return applicationRouteData(args.request, serverTrialApplication, async () => {
    const [categories, industries, areas] = await Promise.all([
      categoryTreeOptions(services, locale),
      industryOptions(api),
      areaOptions(api),
    ]);
    return { categories, industries, areas };
  });
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
  onSearchCatalogNumbers,
}: ApplicationWizardProps<TrialApplicationOptions>) {
  // Provided once per mount: the actor keeps the machine it started with.
  const [machine] = useState(() =>
    trialApplicationMachine.provide(trialApplicationImplementations(api, browserDraftStore('apply'))),
  );
  const actor = useActorRef(machine, { input: { siteLocale: locale, prefill } });
  return (
    <TrialApplicationWizard
      actor={actor}
      className={classes.Wizard}
      categories={options.categories}
      industries={options.industries}
      areas={options.areas}
      onSearchCatalogNumbers={onSearchCatalogNumbers}
      serverStep={serverStep}
    />
  );
}

/** /apply (SPEC §3, §5): the free trial sample application, two steps and a review. */
export function Component() {
  return (
    <ApplicationRoute
      server={serverTrialApplication}
      title={messages.title}
      lead={messages.lead}
      Wizard={TrialApplication}
    />
  );
}
