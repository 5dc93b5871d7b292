import {
  type FieldRule,
  type FieldSpec,
  type FormSpec,
  ID_PHOTO_MAX_BYTES,
  imageIssue,
  type PaperAward,
  type SiteLocale,
  stepForm,
  validateForm,
} from '@storefront/validation';
import { and, assign, fromPromise, setup, stateIn } from 'xstate';

/**
 * The machinery shared by the two application wizards of issue 15 (the free trial, the paper award): the
 * values of one form answered over several steps, each step judged by the rules of @storefront/validation
 * before the next, a review before sending, a draft kept across reloads and a login detour, the e-mail code
 * and, for the award, the two ID card photos uploaded while the applicant goes on typing.
 */

/** The last step of both wizards: every answer shown once more (and the award's amounts) before sending. */
export const REVIEW_STEP = 'review';

/** The e-mail code's scene (contract `SendEmailCode.scene`). */
export type ApplicationScene = 'trial' | 'reward';

/** The sides of the resident ID card the award asks a photo of. */
export type IdPhotoSide = 'front' | 'back';

/**
 * How long typing pauses before the draft is saved: storage is written once per pause, not per key
 * (a field left, a step changed or a photo uploaded saves at once).
 */
export const DRAFT_SAVE_DELAY_MS = 400;

/** The image types the ID photo accepts (the server judges the bytes again: `imageTypeOf`). */
export { ID_PHOTO_TYPES } from '@storefront/validation';

/** The rules a photo is judged by before uploading (`imageIssue`). */
type PhotoRule = NonNullable<ReturnType<typeof imageIssue>>;

/** The rule a picked photo breaks, by the media type and size the browser gives (the server judges the bytes). */
export const photoIssue = (file: Blob) =>
  imageIssue({ size: file.size, mediaType: file.type }, ID_PHOTO_MAX_BYTES);

/** What `loadDraft` answers (the app merges what it kept in local and session storage). */
export interface ApplicationDraft {
  step?: string;
  values: Record<string, string>;
}

/** Parameters of `saveDraft`: `values` may be kept in local storage, `sessionValues` only for the tab. */
export interface ApplicationDraftParams {
  step: string;
  values: Record<string, string>;
  sessionValues: Record<string, string>;
}

/** What `submitApplication` answers (contract `ApplicationReceiptEnvelope.data`). */
export interface ApplicationReceipt {
  reference: string;
  award?: { gross: number; tax: number; net: number };
}

/** What `submitApplication` receives: the answers as typed (trimmed) and, for the award, its amounts. */
export interface ApplicationSubmission {
  values: Record<string, string>;
  award: PaperAward | null;
}

export interface IdPhotoUpload {
  side: IdPhotoSide;
  file: Blob;
}

/** One ID photo's upload as the view shows it; the file itself is never kept. */
export interface IdPhotoState {
  /** A URL of the picked file for a thumbnail (the app makes it, e.g. `URL.createObjectURL`). */
  thumbnailUrl: string | null;
  /**
   * Why the last pick was refused: before uploading, the rule of @storefront/validation it broke
   * ('imageType', 'fileSize'), or by the server ('upload').
   */
  problem: PhotoRule | 'upload' | null;
  /** The server's message of a refused upload. */
  message: string | null;
}

export interface ApplicationWizardError {
  source: 'draft' | 'submit' | 'sendCode';
  /** The server's (or the thrown error's) message; null when there is none to show. */
  message: string | null;
}

export interface ApplicationWizardInput {
  /** The site the wizard is on: the English site drops the mainland mobile rule. */
  siteLocale: SiteLocale;
  /** The logged-in applicant's details (name, e-mail, company, ...) to start from; a draft wins over them. */
  prefill?: Readonly<Record<string, string>>;
}

export interface ApplicationWizardContext {
  siteLocale: SiteLocale;
  /** The step shown: one of the form's steps, then `REVIEW_STEP`. */
  step: string;
  values: Record<string, string>;
  /** Fields left once: their messages show from then on. */
  touched: Record<string, true>;
  /** Steps whose Next (or the Submit) was pressed: all their messages show. */
  attempted: Record<string, true>;
  /** The server's per-field messages of a refused submission, until the field changes. */
  serverErrors: Record<string, string>;
  photos: Record<IdPhotoSide, IdPhotoState>;
  receipt: ApplicationReceipt | null;
  error: ApplicationWizardError | null;
}

export type ApplicationWizardEvent =
  | { type: 'wizard.change'; field: string; value: string }
  | { type: 'wizard.blur'; field: string }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.submit' }
  | { type: 'wizard.sendCode' }
  | { type: 'wizard.uploadPhoto'; side: IdPhotoSide; file: Blob; thumbnailUrl: string | null }
  | { type: 'wizard.dismissError' };

export interface ApplicationWizardConfig {
  id: string;
  form: FormSpec<string>;
  /** The steps in order and the fields each asks for (`trialApplicationSteps`, `paperAwardSteps`). */
  steps: Readonly<Record<string, readonly string[]>>;
  scene: ApplicationScene;
  /** The award's amounts from the values (null for the trial). */
  award: (values: Readonly<Record<string, string>>) => PaperAward | null;
  /** Fields a draft keeps for the tab only (session storage): the ID number, the bank account, the photo ids. */
  sessionOnlyFields: readonly string[];
  /** Fields a draft never keeps: the e-mailed code, which expires anyway. */
  unsavedFields: readonly string[];
  /** The field holding each ID photo's id (the award only). */
  idPhotoFields?: Readonly<Record<IdPhotoSide, string>>;
}

function errorMessage(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

/** The per-field messages a refusal carried (the api-client's ApiError of an E0002), if any. */
function errorFields(error: unknown): Record<string, string> {
  const fields = typeof error === 'object' && error !== null ? (error as { fields?: unknown }).fields : null;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** An actor the app has not provided fails loudly, so the machine shows an error instead of hanging. */
function missing<TOutput, TInput>(machineId: string, name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${machineId}Machine: provide the "${name}" actor with machine.provide()`);
  });
}

const noPhoto: IdPhotoState = { thumbnailUrl: null, problem: null, message: null };

/** The steps of a wizard in order, the review last. */
export function wizardStepsOf(config: Pick<ApplicationWizardConfig, 'steps'>): string[] {
  return [...Object.keys(config.steps), REVIEW_STEP];
}

/** The broken rule of each field of `step` (all the form's fields for the review). */
export function stepIssues(
  config: Pick<ApplicationWizardConfig, 'form' | 'steps'>,
  step: string,
  values: Readonly<Record<string, string>>,
  siteLocale: SiteLocale,
): Partial<Record<string, FieldRule>> {
  const fields = step === REVIEW_STEP ? Object.keys(config.form) : (config.steps[step] ?? []);
  return validateForm(stepForm(config.form, fields), values, siteLocale);
}

/**
 * The message to show under a field, if any: a broken rule once the field was left or its step's Next
 * pressed, else the server's verdict on the value it saw. A rule comes back as `{ rule, spec }` for the view
 * to word (`fieldIssueMessage`), the server's message as text.
 */
export function shownFieldIssue(
  config: Pick<ApplicationWizardConfig, 'form' | 'steps'>,
  context: ApplicationWizardContext,
  field: string,
): { rule: FieldRule; spec: FieldSpec } | { message: string } | null {
  const spec = config.form[field];
  if (!spec) return null;
  const rule = validateForm({ [field]: spec }, context.values, context.siteLocale)[field];
  const stepOfField = Object.keys(config.steps).find((step) => config.steps[step]?.includes(field));
  const shown = context.touched[field] || (stepOfField !== undefined && context.attempted[stepOfField]);
  if (rule && shown) return { rule, spec };
  const server = context.serverErrors[field];
  return server ? { message: server } : null;
}

/** A picked photo refused before uploading: no id, no thumbnail, the reason shown at once. */
function refusedPhoto(
  context: ApplicationWizardContext,
  side: IdPhotoSide,
  field: string,
  problem: PhotoRule,
): Partial<ApplicationWizardContext> {
  return {
    values: { ...context.values, [field]: '' },
    photos: { ...context.photos, [side]: { ...noPhoto, problem } },
    touched: { ...context.touched, [field]: true },
  };
}

/** Trimmed values (what is sent and kept), the code included. */
function trimmed(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()]));
}

/**
 * Builds one application wizard. Regions: `wizard` (`restoring` → `editing` → `submitting` → `submitted`),
 * `code` (the e-mail code: `idle`, `sending`, `sent`, `failed`) and `photos`: with `idPhotoFields`, one
 * region per photo side (`idle`, `picked`, `uploading`, `done`, `failed`), else empty.
 */
export function createApplicationWizardMachine(config: ApplicationWizardConfig) {
  const order = wizardStepsOf(config);
  const firstStep = order[0] as string;
  const emptyValues = Object.fromEntries(Object.keys(config.form).map((field) => [field, '']));
  const stepValid = (context: ApplicationWizardContext, step: string) =>
    Object.keys(stepIssues(config, step, context.values, context.siteLocale)).length === 0;
  const firstInvalidStep = (context: ApplicationWizardContext) =>
    Object.keys(config.steps).find((step) => !stepValid(context, step));
  const draftOf = (context: ApplicationWizardContext): ApplicationDraftParams => {
    const values: Record<string, string> = {};
    const sessionValues: Record<string, string> = {};
    for (const [field, value] of Object.entries(context.values)) {
      if (config.unsavedFields.includes(field)) continue;
      if (config.sessionOnlyFields.includes(field)) sessionValues[field] = value;
      else values[field] = value;
    }
    return { step: context.step, values, sessionValues };
  };
  const wizardSetup = setup({
    types: {
      context: {} as ApplicationWizardContext,
      events: {} as ApplicationWizardEvent,
      input: {} as ApplicationWizardInput,
    },
    actors: {
      loadDraft: missing<ApplicationDraft | null, void>(config.id, 'loadDraft'),
      sendCode: missing<void, { email: string; scene: ApplicationScene }>(config.id, 'sendCode'),
      uploadIdPhoto: missing<{ imageId: string }, IdPhotoUpload>(config.id, 'uploadIdPhoto'),
      submitApplication: missing<ApplicationReceipt, ApplicationSubmission>(config.id, 'submitApplication'),
    },
    actions: {
      /** Keep the draft (`values` in local storage, `sessionValues` in session storage). */
      saveDraft: (_, _params: ApplicationDraftParams) => {},
      /** Forget the draft, both storages. */
      clearDraft: () => {},
      markTouched: assign(({ context, event }) =>
        event.type === 'wizard.blur' ? { touched: { ...context.touched, [event.field]: true as const } } : {},
      ),
    },
    delays: { draftSaveDelay: DRAFT_SAVE_DELAY_MS },
    guards: {
      stepValid: ({ context }) => stepValid(context, context.step),
      onFormStep: ({ context }) => context.step !== REVIEW_STEP,
      hasPreviousStep: ({ context }) => order.indexOf(context.step) > 0,
      allStepsValid: ({ context }) => firstInvalidStep(context) === undefined,
      isFormField: ({ event }) => event.type === 'wizard.change' && event.field in config.form,
      emailValid: ({ context }) =>
        validateForm({ email: config.form.email as FieldSpec }, context.values, context.siteLocale).email ===
        undefined,
    },
  });

  const photoRegion = (side: IdPhotoSide, field: string) =>
    wizardSetup.createStateConfig({
      initial: 'idle',
      on: {
        'wizard.uploadPhoto': [
          { guard: ({ event }) => event.side !== side },
          {
            // Checked before uploading, so a wrong file costs no upload (the server judges the bytes again).
            guard: ({ event }) => photoIssue(event.file) !== null,
            target: '.failed',
            actions: assign(({ context, event }) =>
              refusedPhoto(context, side, field, photoIssue(event.file) as PhotoRule),
            ),
          },
          {
            // Through `picked`, so that a pick during an upload starts the upload afresh.
            target: '.picked',
            actions: assign(({ context, event }) => ({
              values: { ...context.values, [field]: '' },
              photos: { ...context.photos, [side]: { ...noPhoto, thumbnailUrl: event.thumbnailUrl } },
            })),
          },
        ],
      },
      states: {
        idle: { always: { guard: ({ context }) => context.values[field] !== '', target: 'done' } },
        picked: { always: 'uploading' },
        uploading: {
          invoke: {
            src: 'uploadIdPhoto',
            input: ({ event }) => ({
              side,
              file: event.type === 'wizard.uploadPhoto' ? event.file : new Blob(),
            }),
            onDone: {
              target: 'done',
              actions: [
                assign(({ context, event }) => ({
                  values: { ...context.values, [field]: event.output.imageId },
                  serverErrors: Object.fromEntries(
                    Object.entries(context.serverErrors).filter(([name]) => name !== field),
                  ),
                })),
                { type: 'saveDraft', params: ({ context }) => draftOf(context) },
              ],
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) => ({
                photos: {
                  ...context.photos,
                  [side]: {
                    thumbnailUrl: null,
                    problem: 'upload' as const,
                    message: errorMessage(event.error),
                  },
                },
              })),
            },
          },
        },
        done: {},
        failed: {},
      },
    });

  const photoRegions = (fields: Readonly<Record<IdPhotoSide, string>>) =>
    wizardSetup.createStateConfig({
      type: 'parallel',
      states: { front: photoRegion('front', fields.front), back: photoRegion('back', fields.back) },
    });

  return wizardSetup.createMachine({
    id: config.id,
    type: 'parallel',
    context: ({ input }) => ({
      siteLocale: input.siteLocale,
      step: firstStep,
      values: { ...emptyValues, ...pickKnown(input.prefill ?? {}, emptyValues) },
      touched: {},
      attempted: {},
      serverErrors: {},
      photos: { front: noPhoto, back: noPhoto },
      receipt: null,
      error: null,
    }),
    states: {
      wizard: {
        initial: 'restoring',
        states: {
          restoring: {
            invoke: {
              src: 'loadDraft',
              onDone: {
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const draft = event.output;
                  if (!draft) return {};
                  return {
                    values: { ...context.values, ...pickKnown(draft.values, emptyValues) },
                    step: draft.step && order.includes(draft.step) ? draft.step : firstStep,
                  };
                }),
              },
              // Without a draft the applicant can still fill the form in: start from the prefill.
              onError: {
                target: 'editing',
                actions: assign(({ event }) => ({
                  error: { source: 'draft' as const, message: errorMessage(event.error) },
                })),
              },
            },
          },
          editing: {
            // `typing`: answers changed since the draft was saved; each change restarts the wait.
            initial: 'saved',
            states: {
              saved: {},
              typing: {
                after: {
                  draftSaveDelay: {
                    target: 'saved',
                    actions: { type: 'saveDraft', params: ({ context }) => draftOf(context) },
                  },
                },
              },
            },
            on: {
              'wizard.change': {
                // A name the form does not have would travel to the server with the answers.
                guard: 'isFormField',
                // Entered afresh on every change (also from `typing`), so the wait starts again.
                target: '.typing',
                actions: assign(({ context, event }) => ({
                  values: { ...context.values, [event.field]: event.value },
                  // A server verdict is about the value it saw; once the value changes it no longer applies.
                  serverErrors: Object.fromEntries(
                    Object.entries(context.serverErrors).filter(([field]) => field !== event.field),
                  ),
                })),
              },
              'wizard.blur': [
                {
                  // Leaving a field ends the typing in it: what was typed is kept now.
                  guard: stateIn({ wizard: { editing: 'typing' } }),
                  target: '.saved',
                  actions: ['markTouched', { type: 'saveDraft', params: ({ context }) => draftOf(context) }],
                },
                { actions: 'markTouched' },
              ],
              'wizard.next': [
                {
                  guard: and(['onFormStep', 'stepValid']),
                  actions: [
                    assign(({ context }) => ({
                      step: order[order.indexOf(context.step) + 1] ?? context.step,
                    })),
                    { type: 'saveDraft', params: ({ context }) => draftOf(context) },
                  ],
                },
                {
                  // Stays, and every message of the step shows.
                  guard: 'onFormStep',
                  actions: assign(({ context }) => ({
                    attempted: { ...context.attempted, [context.step]: true as const },
                  })),
                },
              ],
              'wizard.back': {
                guard: 'hasPreviousStep',
                // Values stay as typed: going back never loses an answer.
                actions: [
                  assign(({ context }) => ({ step: order[order.indexOf(context.step) - 1] ?? firstStep })),
                  { type: 'saveDraft', params: ({ context }) => draftOf(context) },
                ],
              },
              'wizard.submit': [
                { guard: 'onFormStep' },
                { guard: 'allStepsValid', target: 'submitting', actions: assign({ error: null }) },
                {
                  // A draft restored on the review with an answer since made invalid: back to its step.
                  actions: assign(({ context }) => {
                    const step = firstInvalidStep(context) ?? firstStep;
                    return { step, attempted: { ...context.attempted, [step]: true as const } };
                  }),
                },
              ],
              'wizard.dismissError': { actions: assign({ error: null }) },
            },
          },
          submitting: {
            invoke: {
              src: 'submitApplication',
              input: ({ context }) => {
                const values = trimmed(context.values);
                return { values, award: config.award(values) };
              },
              onDone: {
                target: 'submitted',
                actions: [assign(({ event }) => ({ receipt: event.output })), 'clearDraft'],
              },
              onError: {
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const fields = errorFields(event.error);
                  const known = Object.fromEntries(
                    Object.entries(fields).filter(([field]) => field in config.form),
                  );
                  // A refusal of a field takes the applicant to the step that asks for it.
                  const step = Object.keys(config.steps).find((candidate) =>
                    config.steps[candidate]?.some((field) => field in known),
                  );
                  return {
                    serverErrors: known,
                    error: { source: 'submit' as const, message: errorMessage(event.error) },
                    ...(step ? { step, attempted: { ...context.attempted, [step]: true as const } } : {}),
                  };
                }),
              },
            },
          },
          submitted: { type: 'final' },
        },
      },
      code: {
        initial: 'idle',
        states: {
          idle: {},
          sending: {
            invoke: {
              src: 'sendCode',
              input: ({ context }) => ({ email: (context.values.email ?? '').trim(), scene: config.scene }),
              onDone: 'sent',
              onError: {
                target: 'failed',
                actions: assign(({ event }) => ({
                  error: { source: 'sendCode' as const, message: errorMessage(event.error) },
                })),
              },
            },
          },
          sent: {},
          failed: {},
        },
        on: {
          'wizard.sendCode': [
            { guard: 'emailValid', target: '.sending', actions: assign({ error: null }) },
            {
              // The code goes to the e-mail typed: say what is wrong with it first.
              target: '.failed',
              actions: assign(({ context }) => ({ touched: { ...context.touched, email: true as const } })),
            },
          ],
        },
      },
      // The award's ID card photos, one region per side; the trial has none to upload (typed alike, so that
      // a view matches `{ photos: { front: 'uploading' } }` on either machine).
      photos: config.idPhotoFields
        ? photoRegions(config.idPhotoFields)
        : (wizardSetup.createStateConfig({}) as ReturnType<typeof photoRegions>),
    },
  });
}

/** The entries of `values` the form knows, as strings (a draft or a profile may hold other things). */
function pickKnown(values: Readonly<Record<string, unknown>>, known: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => entry[0] in known && typeof entry[1] === 'string',
    ),
  );
}
