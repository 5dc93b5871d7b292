import { type ApiClient, unwrap } from '@storefront/api-client';
import type {
  ApplicationDraft,
  ApplicationDraftParams,
  ApplicationReceipt,
  ApplicationScene,
  ApplicationSubmission,
  IdPhotoUpload,
} from '@storefront/ui';
import { fromPromise } from 'xstate';
import { paperAwardBody, trialApplicationBody } from './applicationBodies';
import type { ApplicationDraftStore } from './applicationDrafts';

/**
 * What both wizard machines leave to the app (`machine.provide(...)`, packages/ui machines README):
 * the draft in storage, the e-mailed code, and the submission. Failures reject with the client's
 * `ApiError`, whose message is the server's and whose `fields` the machine shows on the fields.
 */
function commonImplementations(api: ApiClient, drafts: ApplicationDraftStore) {
  return {
    actors: {
      loadDraft: fromPromise<ApplicationDraft | null, void>(async () => drafts.load()),
      sendCode: fromPromise(async ({ input }: { input: { email: string; scene: ApplicationScene } }) => {
        await unwrap(api.POST('/code/send', { body: { email: input.email, scene: input.scene } }));
      }),
    },
    actions: {
      saveDraft: (_: unknown, draft: ApplicationDraftParams) => drafts.save(draft),
      clearDraft: () => drafts.clear(),
    },
  };
}

/** The trial wizard's implementations: POST /try_out. */
export function trialApplicationImplementations(api: ApiClient, drafts: ApplicationDraftStore) {
  const common = commonImplementations(api, drafts);
  return {
    actions: common.actions,
    actors: {
      ...common.actors,
      submitApplication: fromPromise(
        async ({ input }: { input: ApplicationSubmission }): Promise<ApplicationReceipt> =>
          unwrap(api.POST('/try_out', { body: trialApplicationBody(input) })),
      ),
    },
  };
}

/** The multipart body of POST /paper_reward/id_photo: the picked file as it is. */
export function idPhotoFormData(file: Blob): FormData {
  const body = new FormData();
  body.set('file', file);
  return body;
}

/** The award wizard's implementations: the ID photos (POST /paper_reward/id_photo), POST /paper_reward. */
export function paperAwardImplementations(api: ApiClient, drafts: ApplicationDraftStore) {
  const common = commonImplementations(api, drafts);
  return {
    actions: common.actions,
    actors: {
      ...common.actors,
      uploadIdPhoto: fromPromise(
        async ({ input }: { input: IdPhotoUpload }): Promise<{ imageId: string }> =>
          unwrap(
            api.POST('/paper_reward/id_photo', {
              // The generated type names the file a string; the serializer sends the Blob itself.
              body: { file: '' },
              bodySerializer: () => idPhotoFormData(input.file),
            }),
          ),
      ),
      submitApplication: fromPromise(
        async ({ input }: { input: ApplicationSubmission }): Promise<ApplicationReceipt> =>
          unwrap(api.POST('/paper_reward', { body: paperAwardBody(input) })),
      ),
    },
  };
}
