import {
  type ApplicationDraft,
  type ApplicationReceipt,
  type ApplicationScene,
  type ApplicationSubmission,
  type IdPhotoUpload,
  TrialApplicationWizard,
  trialApplicationMachine,
} from '@storefront/ui';
import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';

/** The site's catalogue, searched in memory: catalog numbers starting with what was typed. */
const catalogNumbers = ['IL6-H4218', 'IL6-H5219', 'RNH-E1001'];
const searchCatalogNumbers = async (text: string) =>
  catalogNumbers.filter((candidate) => candidate.startsWith(text.trim().toUpperCase()));

/** The wizard machine's actors without a backend: no saved draft, and every application is received. */
const offlineActors = {
  loadDraft: fromPromise<ApplicationDraft | null, void>(async () => null),
  sendCode: fromPromise<void, { email: string; scene: ApplicationScene }>(async () => {}),
  uploadIdPhoto: fromPromise<{ imageId: string }, IdPhotoUpload>(async ({ input }) => ({
    imageId: `local-${input.side}`,
  })),
  submitApplication: fromPromise<ApplicationReceipt, ApplicationSubmission>(async () => ({
    reference: 'AL-2026-0001',
  })),
};

/** The free trial application's first step (the product), on the machine with the site's own actors. */
export function TrialApplication() {
  const intl = useIntl();
  const option = (value: string, id: string) => ({ value, label: intl.formatMessage({ id }) });
  // siteLocale 'en': the international rules (the mainland mobile rule is the Chinese site's alone).
  const actor = useActorRef(trialApplicationMachine.provide({ actors: offlineActors }), {
    input: { siteLocale: 'en' },
  });
  return (
    <TrialApplicationWizard
      actor={actor}
      categories={[option('1', 'site.category.cytokines'), option('2', 'site.category.antibodies')]}
      industries={[option('3', 'site.industry.biopharma')]}
      areas={[option('11', 'site.area.bavaria'), option('12', 'site.area.tyrol')]}
      onSearchCatalogNumbers={searchCatalogNumbers}
    />
  );
}
