import { unwrap } from '@storefront/api-client';
import { PaperAwardWizard, paperAwardMachine, paperAwardWizard, type SelectOption } from '@storefront/ui';
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
import { paperAwardBody } from '../applications/applicationBodies';
import { browserDraftStore } from '../applications/applicationDrafts';
import classes from '../applications/applications.module.css';
import { areaOptions } from '../applications/formOptions';
import { type ServerWizard, serverWizardAction } from '../applications/serverWizard';
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

export async function loader(args: LoaderFunctionArgs): Promise<ApplicationRouteData<PaperAwardOptions>> {
  const { api } = loaderApi(args);
  return applicationRouteData(args.request, serverPaperAward, async () => ({
    areas: await areaOptions(api),
  }));
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
  onSearchCatalogNumbers,
}: ApplicationWizardProps<PaperAwardOptions>) {
  // Provided once per mount: the actor keeps the machine it started with.
  const [machine] = useState(() =>
    paperAwardMachine.provide(paperAwardImplementations(api, browserDraftStore('paperApply'))),
  );
  const actor = useActorRef(machine, { input: { siteLocale: locale, prefill } });
  return (
    <PaperAwardWizard
      actor={actor}
      className={classes.Wizard}
      areas={options.areas}
      onSearchCatalogNumbers={onSearchCatalogNumbers}
      serverStep={serverStep}
    />
  );
}

/** /reward (SPEC §3, §5, §9): the paper award application, five steps and a review with the amounts. */
export function Component() {
  return (
    <ApplicationRoute
      server={serverPaperAward}
      title={messages.title}
      lead={messages.lead}
      Wizard={PaperAward}
    />
  );
}
