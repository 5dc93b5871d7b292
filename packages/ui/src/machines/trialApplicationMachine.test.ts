import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApplicationDraft, ApplicationDraftParams, ApplicationSubmission } from './applicationWizard';
import { DRAFT_SAVE_DELAY_MS, shownFieldIssue } from './applicationWizard';
import { trialApplicationMachine, trialApplicationWizard } from './trialApplicationMachine';

const product = { sku: 'IL6-H4218', productName: 'Human IL-6', productApplication: 'ELISA', treeId: '3' };
const applicant = {
  name: 'Li Lei',
  department: 'Immunology',
  company: 'Peking University',
  email: 'li.lei@example.com',
  Verification: '123456',
  address: 'No. 5 Yiheyuan Road',
  industryId: '2',
  areaId: '11',
  phone: '13800138000',
};

/** A wizard with fake actors; `calls` logs the side effects, `drafts` the saved drafts. */
function start(
  options: {
    draft?: ApplicationDraft | null;
    loadDraftFails?: boolean;
    submit?: (submission: ApplicationSubmission) => Promise<{ reference: string }>;
    sendCodeFails?: boolean;
    prefill?: Record<string, string>;
    wire?: boolean;
  } = {},
) {
  const calls: string[] = [];
  const drafts: ApplicationDraftParams[] = [];
  const submissions: ApplicationSubmission[] = [];
  const machine = trialApplicationMachine.provide({
    actors: {
      loadDraft: fromPromise(async () => {
        if (options.loadDraftFails) throw new Error('storage unavailable');
        return options.draft ?? null;
      }),
      sendCode: fromPromise<void, { email: string; scene: 'trial' | 'reward' }>(async ({ input }) => {
        calls.push(`sendCode ${input.email} ${input.scene}`);
        if (options.sendCodeFails) throw new Error('too many codes');
      }),
      submitApplication: fromPromise<{ reference: string }, ApplicationSubmission>(async ({ input }) => {
        submissions.push(input);
        return options.submit ? options.submit(input) : { reference: 'TRY-2026-0001' };
      }),
    },
    actions: {
      saveDraft: (_, params) => {
        drafts.push(params);
      },
      clearDraft: () => {
        calls.push('clearDraft');
      },
    },
  });
  const actor = createActor(machine, {
    input: { siteLocale: 'cn', ...(options.prefill ? { prefill: options.prefill } : {}) },
  });
  actor.start();
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'wizard.change', field, value });
  };
  return { actor, calls, drafts, submissions, fill };
}

const editing = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ wizard: 'editing' }));

describe('trialApplicationMachine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('starts on the product step from the prefill when there is no draft', async () => {
    const { actor } = start({ prefill: { name: 'Li Lei', email: 'li.lei@example.com', unknown: 'x' } });
    await editing(actor);
    const { context } = actor.getSnapshot();
    expect(context.step).toBe('product');
    expect(context.values.name).toBe('Li Lei');
    expect(context.values).not.toHaveProperty('unknown');
  });

  test('an invalid Next stays on the step and shows every message of it, none of the next step', async () => {
    const { actor, fill } = start();
    await editing(actor);
    fill({ sku: 'IL6-H4218' });
    actor.send({ type: 'wizard.next' });
    const { context } = actor.getSnapshot();
    expect(context.step).toBe('product');
    expect(shownFieldIssue(trialApplicationWizard, context, 'productName')).toMatchObject({
      rule: 'required',
    });
    expect(shownFieldIssue(trialApplicationWizard, context, 'sku')).toBeNull();
    expect(shownFieldIssue(trialApplicationWizard, context, 'name')).toBeNull();
  });

  test('a message shows once the field is left, not before', async () => {
    const { actor, fill } = start();
    await editing(actor);
    fill({ sku: 'not a catalog number!' });
    expect(shownFieldIssue(trialApplicationWizard, actor.getSnapshot().context, 'sku')).toBeNull();
    actor.send({ type: 'wizard.blur', field: 'sku' });
    expect(shownFieldIssue(trialApplicationWizard, actor.getSnapshot().context, 'sku')).toMatchObject({
      rule: 'catalogNumber',
    });
  });

  test('valid steps lead to the review; back keeps the values; submit sends trimmed values and clears the draft', async () => {
    const { actor, fill, calls, submissions, drafts } = start();
    await editing(actor);
    fill({ ...product, productName: '  Human IL-6  ' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe('applicant');
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.step).toBe('product');
    expect(actor.getSnapshot().context.values.sku).toBe('IL6-H4218');
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.step).toBe('product');
    actor.send({ type: 'wizard.next' });
    fill(applicant);
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().matches({ wizard: 'editing' })).toBe(true);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe('review');
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe('review');
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches({ wizard: 'submitted' }));
    expect(actor.getSnapshot().context.receipt).toEqual({ reference: 'TRY-2026-0001' });
    expect(submissions[0]?.values.productName).toBe('Human IL-6');
    expect(submissions[0]?.award).toBeNull();
    expect(calls).toContain('clearDraft');
    // The e-mailed code is never kept in a draft.
    expect(drafts.every((draft) => !('Verification' in draft.values))).toBe(true);
    expect(drafts.at(-1)?.values.sku).toBe('IL6-H4218');
  });

  test('a change of a field the form does not have is ignored', async () => {
    vi.useFakeTimers();
    const { actor, fill, drafts } = start();
    await editing(actor);
    fill({ bonusAmount: '99999' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(actor.getSnapshot().context.values).not.toHaveProperty('bonusAmount');
    expect(drafts).toHaveLength(0);
  });

  describe('the draft while typing', () => {
    test('is saved once typing pauses, with every change, not once per change', async () => {
      vi.useFakeTimers();
      const { actor, drafts } = start();
      await editing(actor);
      for (const value of ['I', 'IL', 'IL6', 'IL6-H4218']) {
        actor.send({ type: 'wizard.change', field: 'sku', value });
        vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
      }
      actor.send({ type: 'wizard.change', field: 'productName', value: 'Human IL-6' });
      expect(drafts).toHaveLength(0);
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
      expect(drafts).toHaveLength(1);
      expect(drafts[0]?.values).toMatchObject({ sku: 'IL6-H4218', productName: 'Human IL-6' });
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 10);
      expect(drafts).toHaveLength(1);
    });

    test('is saved at once when the field is left, and not again after the pause', async () => {
      vi.useFakeTimers();
      const { actor, drafts } = start();
      await editing(actor);
      actor.send({ type: 'wizard.change', field: 'sku', value: 'IL6-H4218' });
      actor.send({ type: 'wizard.blur', field: 'sku' });
      expect(drafts.map((draft) => draft.values.sku)).toEqual(['IL6-H4218']);
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
      expect(drafts).toHaveLength(1);
      // Leaving a field with nothing typed saves nothing.
      actor.send({ type: 'wizard.blur', field: 'productName' });
      expect(drafts).toHaveLength(1);
    });

    test('is not saved again once the application is sent', async () => {
      vi.useFakeTimers();
      const { actor, calls, drafts } = start({
        draft: { step: 'review', values: { ...product, ...applicant } },
      });
      await editing(actor);
      // A change whose save still waits when the application goes.
      actor.send({ type: 'wizard.change', field: 'name', value: 'Li Lei' });
      actor.send({ type: 'wizard.submit' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ wizard: 'submitted' })).toBe(true));
      expect(calls).toContain('clearDraft');
      const saved = drafts.length;
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 10);
      expect(drafts).toHaveLength(saved);
    });
  });

  test('a draft restores its values and step', async () => {
    const { actor } = start({
      draft: { step: 'applicant', values: { ...product, name: 'Han Meimei', bogus: 'x' } },
      prefill: { name: 'Li Lei' },
    });
    await editing(actor);
    const { context } = actor.getSnapshot();
    expect(context.step).toBe('applicant');
    expect(context.values.name).toBe('Han Meimei');
    expect(context.values).not.toHaveProperty('bogus');
  });

  test('a draft with an unknown step starts on the first step', async () => {
    const { actor } = start({ draft: { step: 'elsewhere', values: product } });
    await editing(actor);
    expect(actor.getSnapshot().context.step).toBe('product');
  });

  test('a draft restored on the review with an invalid answer goes back to its step on submit', async () => {
    const { actor, submissions } = start({
      draft: { step: 'review', values: { ...product, ...applicant, email: 'x' } },
    });
    await editing(actor);
    actor.send({ type: 'wizard.submit' });
    const { context } = actor.getSnapshot();
    expect(context.step).toBe('applicant');
    expect(shownFieldIssue(trialApplicationWizard, context, 'email')).toMatchObject({ rule: 'email' });
    expect(submissions).toHaveLength(0);
  });

  test('a failing loadDraft still opens the wizard, with the error noted', async () => {
    const { actor } = start({ loadDraftFails: true });
    await editing(actor);
    expect(actor.getSnapshot().context.error).toEqual({ source: 'draft', message: 'storage unavailable' });
    actor.send({ type: 'wizard.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('a field refused by the server takes the applicant to its step; changing it drops the message', async () => {
    const { actor, fill, calls } = start({
      draft: { step: 'review', values: { ...product, ...applicant } },
      submit: async () => {
        throw Object.assign(new Error('Parameter error'), { fields: { sku: 'No such product' } });
      },
    });
    await editing(actor);
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ wizard: 'editing' })).toBe(true);
    expect(context.step).toBe('product');
    expect(context.error).toEqual({ source: 'submit', message: 'Parameter error' });
    expect(shownFieldIssue(trialApplicationWizard, context, 'sku')).toEqual({ message: 'No such product' });
    expect(calls).not.toContain('clearDraft');
    fill({ sku: 'IL6-H4219' });
    expect(shownFieldIssue(trialApplicationWizard, actor.getSnapshot().context, 'sku')).toBeNull();
  });

  test('a refusal without fields stays on the review with the message', async () => {
    const { actor } = start({
      draft: { step: 'review', values: { ...product, ...applicant } },
      submit: async () => {
        throw new Error('Service busy');
      },
    });
    await editing(actor);
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.step).toBe('review');
    expect(actor.getSnapshot().context.error?.message).toBe('Service busy');
  });

  test('the code goes to a valid e-mail with the scene trial; an invalid one shows its message instead', async () => {
    const { actor, fill, calls } = start();
    await editing(actor);
    actor.send({ type: 'wizard.sendCode' });
    expect(actor.getSnapshot().matches({ code: 'failed' })).toBe(true);
    expect(shownFieldIssue(trialApplicationWizard, actor.getSnapshot().context, 'email')).toMatchObject({
      rule: 'required',
    });
    expect(calls).toEqual([]);
    fill({ email: 'li.lei@example.com' });
    actor.send({ type: 'wizard.sendCode' });
    await waitFor(actor, (s) => s.matches({ code: 'sent' }));
    expect(calls).toEqual(['sendCode li.lei@example.com trial']);
  });

  test('a refused code is an error of the code', async () => {
    const { actor, fill } = start({ sendCodeFails: true });
    await editing(actor);
    fill({ email: 'li.lei@example.com' });
    actor.send({ type: 'wizard.sendCode' });
    await waitFor(actor, (s) => s.matches({ code: 'failed' }));
    expect(actor.getSnapshot().context.error).toEqual({ source: 'sendCode', message: 'too many codes' });
  });

  test('without the app’s actors the machine lands in errors instead of hanging', async () => {
    const actor = createActor(trialApplicationMachine, { input: { siteLocale: 'en' } }).start();
    await editing(actor);
    expect(actor.getSnapshot().context.error?.message).toMatch(/provide the "loadDraft" actor/);
  });
});
