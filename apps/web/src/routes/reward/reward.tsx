import { PaperAwardWizard, paperAwardMachine, type SelectOption } from '@storefront/ui';
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
import { areaOptions } from '../applications/formOptions';
import { paperAwardImplementations } from '../applications/wizardImplementations';

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

export async function loader(args: LoaderFunctionArgs): Promise<PaperAwardOptions | null> {
  const { api } = loaderApi(args);
  try {
    return { areas: await areaOptions(api) };
  } catch (error) {
    console.error('[web] /reward: the form lists failed:', error);
    return null;
  }
}

/** The wizard, started once per prefill with this browser's draft and the site's API. */
function PaperAward({
  api,
  locale,
  options,
  prefill,
}: {
  api: ApiClient;
  locale: Locale;
  options: PaperAwardOptions;
  prefill: Record<string, string>;
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
    />
  );
}

/** /reward (SPEC §3, §5, §9): the paper award application, five steps and a review with the amounts. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const options = useLoaderData() as PaperAwardOptions | null;
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
        <PaperAward
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
