import { unwrap } from '@storefront/api-client';
import {
  type ApplicationWizardServerStep,
  PaperAwardWizard,
  paperAwardMachine,
  paperAwardWizard,
  type SelectOption,
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
import { paperAwardBody } from '../applications/applicationBodies';
import { browserDraftStore } from '../applications/applicationDrafts';
import { applicationPrefill } from '../applications/applicationPrefill';
import classes from '../applications/applications.module.css';
import { catalogNumberSuggestions } from '../applications/catalogNumberSuggestions';
import { areaOptions } from '../applications/formOptions';
import { type ServerWizard, serverWizardAction, serverWizardStep } from '../applications/serverWizard';
import { type ApplicationRouteData, useApplicationRoute } from '../applications/useApplicationRoute';
import { idPhotoFormData, paperAwardImplementations } from '../applications/wizardImplementations';

const messages = defineMessages({
  title: { id: 'web.reward.title', defaultMessage: 'Apply for the paper award' },
  description: {
    id: 'web.reward.description',
    defaultMessage:
      'Published a paper using our products? Apply for an award of 500 to 3,000 CNY by the journal’s impact factor.',
  },
  lead: {
    id: 'web.reward.lead',
    defaultMessage:
      'The award follows the impact factor of the journal; 20 % tax is withheld. You see the amounts before you submit. Your ID number and bank account are stored encrypted and shown to no one but our staff.',
  },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

/** A form: robots do not index it. */
export const handle: RouteHandle = { meta, noindex: true };

/** The provinces of the applicant step; null when they failed (the page offers to try again). */
export interface PaperAwardOptions {
  areas: SelectOption[];
}

/**
 * The award wizard as the server runs it without JavaScript: the machine's rules, the photos uploaded
 * with POST /paper_reward/id_photo as they are picked, POST /paper_reward with the amounts of the tiers.
 */
const serverPaperAward: ServerWizard = {
  draft: 'paperApply',
  config: paperAwardWizard,
  send: (api, values) =>
    unwrap(
      api.POST('/paper_reward', { body: paperAwardBody({ values, award: paperAwardWizard.award(values) }) }),
    ),
  uploadIdPhoto: async (api, file) => {
    const { imageId } = await unwrap(
      api.POST('/paper_reward/id_photo', {
        // The generated type names the file a string; the serializer sends the File itself.
        body: { file: '' },
        bodySerializer: () => idPhotoFormData(file),
      }),
    );
    return imageId;
  },
};

export type PaperAwardData = ApplicationRouteData<PaperAwardOptions>;

export async function loader(args: LoaderFunctionArgs): Promise<PaperAwardData> {
  const { api } = loaderApi(args);
  const wizard = await serverWizardStep(args.request, serverPaperAward);
  try {
    return { options: { areas: await areaOptions(api) }, wizard };
  } catch (error) {
    console.error('[web] /reward: the form lists failed:', error);
    return { options: null, wizard };
  }
}

/** A step posted without JavaScript (the applicant's with the ID photos, multipart). */
export function action(args: ActionFunctionArgs) {
  return serverWizardAction(args, serverPaperAward);
}

/** The wizard, started once per prefill with this browser's draft and the site's API. */
function PaperAward({
  api,
  locale,
  options,
  prefill,
  serverStep,
}: {
  api: ApiClient;
  locale: Locale;
  options: PaperAwardOptions;
  prefill: Record<string, string>;
  serverStep: ApplicationWizardServerStep | undefined;
}) {
  // Provided once per mount: the actor keeps the machine it started with.
  const [machine] = useState(() =>
    paperAwardMachine.provide(paperAwardImplementations(api, browserDraftStore('paperApply'))),
  );
  const actor = useActorRef(machine, { input: { siteLocale: locale, prefill } });
  const searchCatalogNumbers = useMemo(() => catalogNumberSuggestions(api), [api]);
  return (
    <PaperAwardWizard
      actor={actor}
      className={classes.Wizard}
      areas={options.areas}
      onSearchCatalogNumbers={searchCatalogNumbers}
      serverStep={serverStep}
    />
  );
}

/** /reward (SPEC §3, §5, §9): the paper award application, five steps and a review with the amounts. */
export function Component() {
  const intl = useIntl();
  const { locale, api, options, userInfo, serverStep, retry } =
    useApplicationRoute<PaperAwardOptions>(serverPaperAward);
  return (
    <ApplicationPage
      title={intl.formatMessage(messages.title)}
      lead={intl.formatMessage(messages.lead)}
      optionsFailed={!options}
      onRetry={retry}
    >
      {options ? (
        <PaperAward
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
