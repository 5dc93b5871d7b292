import { createApiClient } from '@storefront/api-client';
import { paperAward } from '@storefront/validation';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createPrefixedStorage, memoryStorage } from '../../browser/storage';
import { createDraftStore } from './applicationDrafts';
import { paperAwardImplementations, trialApplicationImplementations } from './wizardImplementations';

/** An API client over a fetch that records each request and answers `answer`. */
function recordingApi(answer: (request: Request) => unknown) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/api/v1',
    locale: 'en',
    getToken: () => 'token-1',
    fetch: async (request: Request) => {
      requests.push(request.clone());
      return Response.json(answer(request));
    },
  });
  return { api, requests };
}

const drafts = () =>
  createDraftStore('apply', createPrefixedStorage(memoryStorage()), createPrefixedStorage(memoryStorage()));
const done = (data: unknown) => ({ code: 'E0001', msg: 'ok', data });

describe('the wizards’ implementations', () => {
  it('sendCode e-mails the code for the wizard’s scene', async () => {
    const { api, requests } = recordingApi(() => done(null));
    const { actors } = trialApplicationImplementations(api, drafts());
    await toPromise(
      createActor(actors.sendCode, { input: { email: 'li@example.com', scene: 'trial' } }).start(),
    );
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/code/send');
    expect(await requests[0]?.json()).toEqual({ email: 'li@example.com', scene: 'trial' });
  });

  it('uploadIdPhoto sends the picked file itself as multipart `file` and answers its id', async () => {
    const { api, requests } = recordingApi(() => done({ imageId: 'photo-1' }));
    const { actors } = paperAwardImplementations(api, drafts());
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const answer = await toPromise(
      createActor(actors.uploadIdPhoto, { input: { side: 'front', file } }).start(),
    );
    expect(answer).toEqual({ imageId: 'photo-1' });
    const request = requests[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/v1/paper_reward/id_photo');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await request.formData()).get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );
  });

  it('submitApplication posts the trial with the login token and answers the receipt', async () => {
    const { api, requests } = recordingApi(() => done({ reference: 'T-2026-0001' }));
    const { actors } = trialApplicationImplementations(api, drafts());
    const receipt = await toPromise(
      createActor(actors.submitApplication, { input: { values: { treeId: '3' }, award: null } }).start(),
    );
    expect(receipt).toEqual({ reference: 'T-2026-0001' });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/try_out');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('a refused submission rejects with the server’s message and per-field messages', async () => {
    const { api } = recordingApi(() => ({
      code: 'E0006',
      msg: 'This DOI was applied for already',
      data: null,
    }));
    const { actors } = paperAwardImplementations(api, drafts());
    const submission = createActor(actors.submitApplication, {
      input: { values: { influenceFactor: '3' }, award: paperAward([3]) },
    }).start();
    await expect(toPromise(submission)).rejects.toMatchObject({
      message: 'This DOI was applied for already',
    });
  });
});
