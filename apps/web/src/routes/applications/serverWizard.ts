import { isApiError, unwrap } from '@storefront/api-client';
import {
  type ApplicationReceipt,
  type ApplicationScene,
  type ApplicationWizardIntent,
  type ApplicationWizardServerStep,
  HONEYPOT_FIELD,
  REVIEW_STEP,
  WIZARD_INTENT_FIELD,
  WIZARD_STEP_FIELD,
  wizardStepsOf,
} from '@storefront/ui';
import { type FormSpec, stepForm } from '@storefront/validation';
import { type ActionFunctionArgs, data, redirect } from 'react-router-dom';
import { fieldMessages, postedValues } from '../../app/formAction';
import { loaderApi } from '../../app/loaderServices';
import { type FormActionData, SENT_PARAM } from '../../app/postedForm';
import type { ApiClient } from '../../app/services';
import type { DraftKey } from './applicationDrafts';
import { clearedDraftCookie, draftCookie, readDraft } from './wizardDraftCookie';

/** The query parameter of the page a code's send redirected to: `?code=sent` says the code went out. */
const CODE_PARAM = 'code';

/** A wizard as the server runs it without JavaScript: the machine's form and steps, and its send. */
export interface ServerWizard {
  /** The form's name in the action data and `?sent=`; also the draft's cookie. */
  draft: DraftKey;
  /** The machine's config (`trialApplicationWizard`, `paperAwardWizard`): the same rules and steps. */
  config: {
    form: FormSpec<string>;
    steps: Readonly<Record<string, readonly string[]>>;
    scene: ApplicationScene;
    /** The fields holding the ID photos' upload ids (the award). */
    idPhotoFields?: Readonly<Record<string, string>>;
  };
  /** Calls the operation the machine's `submitApplication` calls, with the whole draft. */
  send: (api: ApiClient, values: Record<string, string>) => Promise<ApplicationReceipt>;
  /** Uploads an ID photo as the machine's `uploadIdPhoto` does: its id. */
  uploadIdPhoto?: (api: ApiClient, file: File) => Promise<string>;
}

/** The step the URL names (`?step=applicant`), the first one when it names none the wizard has. */
function stepOf(wizard: ServerWizard, step: unknown): string {
  const order = wizardStepsOf(wizard.config);
  return typeof step === 'string' && order.includes(step) ? step : (order[0] ?? REVIEW_STEP);
}

/** The page's URL showing a step (or the sent application), with the page's other parameters dropped. */
function stepLocation(request: Request, params: Record<string, string>): string {
  const url = new URL(request.url);
  return `${url.pathname}?${new URLSearchParams(params)}`;
}

/** What the loader gives the wizard's native form: the step asked for, the draft's answers, the receipt. */
export async function serverWizardStep(
  request: Request,
  wizard: ServerWizard,
): Promise<ApplicationWizardServerStep> {
  const url = new URL(request.url);
  const draft = await readDraft(request, wizard.draft);
  const step = stepOf(wizard, url.searchParams.get(WIZARD_STEP_FIELD));
  if (url.searchParams.get(SENT_PARAM) === wizard.draft && draft.receipt) {
    return { step, values: {}, receipt: draft.receipt };
  }
  return { step, values: draft.values, codeSent: url.searchParams.get(CODE_PARAM) === 'sent' };
}

/**
 * The route action of a wizard posted without JavaScript (SPEC: forms work without JavaScript). Next
 * checks the step with the machine's rules (400 with the messages in place, the values kept) and keeps
 * its answers in the draft cookie before redirecting (303) to the next step; the code's send checks the
 * e-mail and sends the code as the machine does; Submit sends the whole draft with the machine's
 * operation and shows the receipt (303 to `?sent=`, so that a reload sends nothing twice).
 */
export async function serverWizardAction(
  args: ActionFunctionArgs,
  wizard: ServerWizard,
): Promise<Response | ReturnType<typeof data<FormActionData>>> {
  const { api, locale } = loaderApi(args);
  const { request } = args;
  const form = wizard.draft;
  const secure = new URL(request.url).protocol === 'https:';
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    formData = new FormData();
  }
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot !== '') {
    // A bot: answered as if it went on, keeping nothing.
    return redirect(stepLocation(request, {}), {
      status: 303,
      headers: { 'set-cookie': clearedDraftCookie(form) },
    });
  }

  const order = wizardStepsOf(wizard.config);
  const step = stepOf(wizard, formData.get(WIZARD_STEP_FIELD));
  const intent = formData.get(WIZARD_INTENT_FIELD) as ApplicationWizardIntent | null;
  const draft = await readDraft(request, wizard.draft);
  const keep = async (values: Record<string, string>, params: Record<string, string>) =>
    redirect(stepLocation(request, params), {
      status: 303,
      headers: { 'set-cookie': await draftCookie(form, { values }, secure) },
    });
  // A refused step still keeps its accepted answers (an uploaded photo too), so that a reload or a later
  // visit does not ask for them again; a refused answer leaves the draft's earlier one in place.
  const refuse = async (
    posted: Record<string, string>,
    refusal: { fields: Record<string, string>; message?: string },
    refused: Record<string, string> = refusal.fields,
  ) =>
    data(
      { form, values: posted, ...refusal },
      {
        status: 400,
        headers: {
          'set-cookie': await draftCookie(
            form,
            { values: { ...draft.values, ...withoutRefused(posted, refused) } },
            secure,
          ),
        },
      },
    );

  if (step === REVIEW_STEP) {
    const fields = fieldMessages(wizard.config.form, draft.values, locale);
    // An answer the draft lost (it expired): back to the first step asking for it again.
    const missing = Object.keys(wizard.config.steps).find((name) =>
      (wizard.config.steps[name] ?? []).some((field) => field in fields),
    );
    if (missing) return redirect(stepLocation(request, { [WIZARD_STEP_FIELD]: missing }), 303);
    let receipt: ApplicationReceipt;
    try {
      receipt = await wizard.send(api, draft.values);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return data(
        { form, values: draft.values, fields: { ...error.fields }, message: error.msg },
        { status: 400 },
      );
    }
    return redirect(stepLocation(request, { [SENT_PARAM]: form }), {
      status: 303,
      headers: { 'set-cookie': await draftCookie(form, { values: {}, receipt }, secure) },
    });
  }

  const spec = stepForm(wizard.config.form, wizard.config.steps[step] ?? []);
  const posted = Object.fromEntries(
    Object.entries(postedValues(spec, formData)).map(([name, value]) => [name, String(value)]),
  );
  const photoProblems = await uploadPostedPhotos(wizard, api, formData, step, draft.values, posted);
  const values = { ...draft.values, ...posted };

  const fields = { ...fieldMessages(spec, posted, locale), ...photoProblems };
  if (intent === 'sendCode') {
    // Only the e-mail's message shows: the visitor asked for a code, not to move on.
    const emailProblems = fieldMessages(stepForm(wizard.config.form, ['email']), posted, locale);
    if (Object.keys(emailProblems).length > 0) return refuse(posted, { fields: emailProblems }, fields);
    try {
      await unwrap(
        api.POST('/code/send', { body: { email: posted.email ?? '', scene: wizard.config.scene } }),
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
      return refuse(
        posted,
        { fields: { ...error.fields }, message: error.msg },
        { ...fields, ...error.fields },
      );
    }
    return keep(values, { [WIZARD_STEP_FIELD]: step, [CODE_PARAM]: 'sent' });
  }

  if (Object.keys(fields).length > 0) return refuse(posted, { fields });
  const next = order[order.indexOf(step) + 1] ?? REVIEW_STEP;
  return keep(values, { [WIZARD_STEP_FIELD]: next });
}

/** The posted answers the step's rules took, without the refused ones. */
function withoutRefused(posted: Record<string, string>, fields: Record<string, string>) {
  return Object.fromEntries(Object.entries(posted).filter(([name]) => !(name in fields)));
}

/**
 * The ID photos posted with a step (multipart): each picked one uploaded as the machine uploads it, its id
 * put in `posted` in place of the file; a photo not picked again keeps the draft's id. Answers the
 * server's refusal of a photo (its type, its size) under its field.
 */
async function uploadPostedPhotos(
  wizard: ServerWizard,
  api: ApiClient,
  formData: FormData,
  step: string,
  kept: Record<string, string>,
  posted: Record<string, string>,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const stepFields = wizard.config.steps[step] ?? [];
  const photoFields = Object.values(wizard.config.idPhotoFields ?? {}).filter((field) =>
    stepFields.includes(field),
  );
  for (const field of photoFields) {
    const file = formData.get(field);
    if (!(file instanceof File) || file.size === 0 || !wizard.uploadIdPhoto) {
      posted[field] = kept[field] ?? '';
      continue;
    }
    try {
      posted[field] = await wizard.uploadIdPhoto(api, file);
    } catch (error) {
      if (!isApiError(error)) throw error;
      posted[field] = '';
      problems[field] = error.fields[field] ?? error.fields.file ?? error.msg;
    }
  }
  return problems;
}
