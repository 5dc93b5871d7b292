import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  ApplicationDraft,
  ApplicationDraftParams,
  ApplicationReceipt,
  ApplicationSubmission,
  IdPhotoUpload,
} from './applicationWizard';
import { shownFieldIssue } from './applicationWizard';
import { paperAwardMachine, paperAwardWizard } from './paperAwardMachine';

const steps = {
  applicant: {
    name: 'Li Lei',
    company: 'Peking University',
    department: 'Immunology',
    areaId: '11',
    email: 'li.lei@example.com',
    Verification: '123456',
    education: 'PhD',
    idNumber: '11010519491231002X',
  },
  lab: { mentor: 'Prof. Wang', labAddress: 'No. 5 Yiheyuan Road', labPhone: '13800138000' },
  paper: {
    paperTitle: 'IL-6 in sepsis',
    magazinePublished: 'Nature Immunology',
    influenceFactor: '7.5',
    issueTime: '2025-03-01',
    doi: '10.1038/s41590-025-0001-1',
    firstAuthor: 'Li Lei',
    correspondingAuthor: 'Wang Fang',
  },
  product: { sku: 'IL6-H4218', productName: 'Human IL-6', buyPackaging: '100 µg', distr: 'Direct' },
  remittance: { username: 'Li Lei', remittancesAccount: '6222020200112233', openingBank: 'ICBC Haidian' },
};

const jpeg = (bytes = 1000) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

function start(options: { uploadFails?: boolean; holdUploads?: boolean } = {}) {
  const uploads: IdPhotoUpload[] = [];
  const drafts: ApplicationDraftParams[] = [];
  const submissions: ApplicationSubmission[] = [];
  const machine = paperAwardMachine.provide({
    actors: {
      loadDraft: fromPromise<ApplicationDraft | null, void>(async () => null),
      uploadIdPhoto: fromPromise<{ imageId: string }, IdPhotoUpload>(async ({ input }) => {
        uploads.push(input);
        if (options.uploadFails) throw new Error('The picture is not an image');
        return { imageId: `img-${input.side}` };
      }),
      submitApplication: fromPromise<ApplicationReceipt, ApplicationSubmission>(async ({ input }) => {
        submissions.push(input);
        return { reference: 'AWD-2026-0001', award: { gross: 2000, tax: 400, net: 1600 } };
      }),
    },
    actions: { saveDraft: (_, params) => void drafts.push(params) },
  });
  const actor = createActor(machine, { input: { siteLocale: 'cn' } }).start();
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'wizard.change', field, value });
  };
  return { actor, uploads, drafts, submissions, fill };
}

describe('paperAwardMachine', () => {
  test('five steps and the review, each judged before the next; the amounts at the tier of the impact factor', async () => {
    const { actor, fill, submissions, uploads } = start();
    await waitFor(actor, (s) => s.matches({ wizard: 'editing' }));
    fill(steps.applicant);
    actor.send({ type: 'wizard.next' });
    // The photos are missing: the applicant step holds.
    expect(actor.getSnapshot().context.step).toBe('applicant');
    expect(shownFieldIssue(paperAwardWizard, actor.getSnapshot().context, 'imageId1')).toMatchObject({
      rule: 'required',
    });
    actor.send({ type: 'wizard.uploadPhoto', side: 'front', file: jpeg(), thumbnailUrl: 'blob:front' });
    actor.send({ type: 'wizard.uploadPhoto', side: 'back', file: jpeg(), thumbnailUrl: 'blob:back' });
    await waitFor(actor, (s) => s.matches({ photos: { front: 'done', back: 'done' } }));
    expect(uploads.map((upload) => upload.side)).toEqual(['front', 'back']);
    const { context } = actor.getSnapshot();
    expect(context.values.imageId1).toBe('img-front');
    expect(context.values.imageId2).toBe('img-back');
    expect(context.photos.front.thumbnailUrl).toBe('blob:front');
    for (const step of ['applicant', 'lab', 'paper', 'product', 'remittance'] as const) {
      expect(actor.getSnapshot().context.step).toBe(step);
      if (step !== 'applicant') {
        actor.send({ type: 'wizard.next' });
        expect(actor.getSnapshot().context.step).toBe(step);
        fill(steps[step]);
      }
      actor.send({ type: 'wizard.next' });
    }
    expect(actor.getSnapshot().context.step).toBe('review');
    expect(paperAwardWizard.award(actor.getSnapshot().context.values)).toEqual({
      impactFactor: 7.5,
      gross: 2000,
      tax: 400,
      net: 1600,
    });
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches({ wizard: 'submitted' }));
    expect(submissions[0]?.award?.gross).toBe(2000);
    expect(submissions[0]?.values.remittancesAccount).toBe('6222020200112233');
    expect(actor.getSnapshot().context.receipt?.reference).toBe('AWD-2026-0001');
  });

  test('back from the paper keeps the lab values', async () => {
    const { actor, fill } = start();
    await waitFor(actor, (s) => s.matches({ wizard: 'editing' }));
    fill({ ...steps.applicant, imageId1: 'a', imageId2: 'b' });
    actor.send({ type: 'wizard.next' });
    fill(steps.lab);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe('paper');
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.step).toBe('lab');
    expect(actor.getSnapshot().context.values.mentor).toBe('Prof. Wang');
  });

  test('no amounts while the impact factor is invalid', () => {
    expect(paperAwardWizard.award({ influenceFactor: '' })).toBeNull();
    expect(paperAwardWizard.award({ influenceFactor: 'high' })).toBeNull();
    expect(paperAwardWizard.award({ influenceFactor: '12' })?.net).toBe(2400);
  });

  test('a photo of the wrong type or too large is refused before uploading', async () => {
    const { actor, uploads } = start();
    await waitFor(actor, (s) => s.matches({ wizard: 'editing' }));
    const gif = new Blob([new Uint8Array(10)], { type: 'image/gif' });
    actor.send({ type: 'wizard.uploadPhoto', side: 'front', file: gif, thumbnailUrl: 'blob:gif' });
    expect(actor.getSnapshot().matches({ photos: { front: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.photos.front).toEqual({
      thumbnailUrl: null,
      problem: 'imageType',
      message: null,
    });
    actor.send({
      type: 'wizard.uploadPhoto',
      side: 'back',
      file: jpeg(5 * 1024 * 1024 + 1),
      thumbnailUrl: null,
    });
    expect(actor.getSnapshot().context.photos.back.problem).toBe('fileSize');
    expect(uploads).toEqual([]);
  });

  test('a refused upload says why and keeps no id', async () => {
    const { actor } = start({ uploadFails: true });
    await waitFor(actor, (s) => s.matches({ wizard: 'editing' }));
    actor.send({ type: 'wizard.uploadPhoto', side: 'front', file: jpeg(), thumbnailUrl: 'blob:1' });
    await waitFor(actor, (s) => s.matches({ photos: { front: 'failed' } }));
    const { context } = actor.getSnapshot();
    expect(context.photos.front).toEqual({
      thumbnailUrl: null,
      problem: 'upload',
      message: 'The picture is not an image',
    });
    expect(context.values.imageId1).toBe('');
    expect(actor.getSnapshot().matches({ photos: { back: 'idle' } })).toBe(true);
  });

  test('the ID number, the bank account and the photo ids go to the session part of the draft only', async () => {
    const { actor, fill, drafts } = start();
    await waitFor(actor, (s) => s.matches({ wizard: 'editing' }));
    fill({ ...steps.applicant, ...steps.remittance });
    // Leaving the field saves what was typed.
    actor.send({ type: 'wizard.blur', field: 'openingBank' });
    const last = drafts.at(-1);
    expect(last?.values).not.toHaveProperty('idNumber');
    expect(last?.values).not.toHaveProperty('remittancesAccount');
    expect(last?.values).not.toHaveProperty('imageId1');
    expect(last?.values).not.toHaveProperty('Verification');
    expect(last?.sessionValues).toMatchObject({
      idNumber: steps.applicant.idNumber,
      remittancesAccount: '6222020200112233',
    });
    expect(last?.values.name).toBe('Li Lei');
  });

  test('a restored photo id starts as uploaded', async () => {
    const machine = paperAwardMachine.provide({
      actors: {
        loadDraft: fromPromise<ApplicationDraft | null, void>(async () => ({
          step: 'applicant',
          values: { imageId1: 'img-kept' },
        })),
      },
    });
    const actor = createActor(machine, { input: { siteLocale: 'cn' } }).start();
    await waitFor(actor, (s) => s.matches({ wizard: 'editing' }));
    expect(actor.getSnapshot().matches({ photos: { front: 'done', back: 'idle' } })).toBe(true);
  });

  test('without the uploadIdPhoto actor an upload fails instead of hanging', async () => {
    const actor = createActor(paperAwardMachine, { input: { siteLocale: 'cn' } }).start();
    actor.send({ type: 'wizard.uploadPhoto', side: 'back', file: jpeg(), thumbnailUrl: null });
    await waitFor(actor, (s) => s.matches({ photos: { back: 'failed' } }));
    expect(actor.getSnapshot().context.photos.back.message).toMatch(/provide the "uploadIdPhoto" actor/);
  });
});
