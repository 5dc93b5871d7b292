import { type EnvelopeData, type FetchResultLike, isApiError, unwrap } from '@storefront/api-client';
import { HONEYPOT_FIELD } from '@storefront/ui';
import { type FieldSpec, type FormSpec, fieldIssueMessage, validateForm } from '@storefront/validation';
import { type ActionFunctionArgs, data, redirect } from 'react-router-dom';
import { intlFor } from '../i18n/IntlRoot';
import type { Locale } from '../i18n/locale';
import { loaderApi } from './loaderServices';
import { type FormActionData, IN_PLACE_FIELD, SENT_PARAM } from './postedForm';
import type { ApiClient } from './services';

/** A form's values as posted: text trimmed (passwords as typed), consents ticked or not. */
export type PostedValues<Field extends string> = Record<Field, string | boolean>;

export interface FormActionOptions<Field extends string, Body = unknown> {
  /** The form's name: in the action data and in `?sent=` (one page may hold more than one form). */
  form: string;
  /** The same @storefront/validation spec the form runs in the browser. */
  spec: FormSpec<Field>;
  /**
   * The answer is the page's to show (the COA's documents): a send answers 200 with it in the action
   * data (`result`) instead of redirecting.
   */
  answerInPlace?: boolean;
  /** Calls the API operation the JavaScript form calls, with the validated values. */
  send: (api: ApiClient, values: PostedValues<Field>, formData: FormData) => Promise<FetchResultLike<Body>>;
  /**
   * Headers of the redirect once sent, from the operation's answer: the resource download remembers
   * the visitor's pass in a cookie.
   */
  sentHeaders?: (result: EnvelopeData<Body>) => HeadersInit;
}

/** The values of the spec's fields in a posted form (files are the operation's to read from `formData`). */
export function postedValues<Field extends string>(
  spec: FormSpec<Field>,
  formData: FormData,
): PostedValues<Field> {
  const values = {} as PostedValues<Field>;
  for (const [name, field] of Object.entries(spec) as [Field, FieldSpec][]) {
    const value = formData.get(name);
    if (field.kind === 'consent') values[name] = value !== null;
    // A file field's value is the chosen file's name, as in the browser; the operation reads its bytes.
    else if (field.kind === 'file') values[name] = value instanceof File && value.size > 0 ? value.name : '';
    else if (typeof value !== 'string') values[name] = '';
    else values[name] = field.kind === 'password' ? value : value.trim();
  }
  return values;
}

/**
 * The messages of the fields the browser's rules refuse, in the page's language, as the browser shows
 * them (the page's catalog holds the validation messages, compiled with the app's).
 */
export function fieldMessages<Field extends string>(
  spec: FormSpec<Field>,
  values: Partial<Record<Field, string | boolean>>,
  locale: Locale,
): Record<string, string> {
  const issues = validateForm(spec, values, locale);
  const intl = intlFor(locale);
  const fields: Record<string, string> = {};
  for (const name of Object.keys(issues) as Field[]) {
    const rule = issues[name];
    if (!rule) continue;
    const { id, defaultMessage, values: messageValues } = fieldIssueMessage(name, rule, spec[name]);
    // Passed as a variable: the ids are the validation package's, not literals for this app's extraction.
    const descriptor = { id, defaultMessage };
    fields[name] = intl.formatMessage(descriptor, messageValues);
  }
  return fields;
}

/** The page the action answered, with the form's sent state (other parameters kept). */
export function sentLocation(request: Request, form: string): string {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  url.searchParams.set(SENT_PARAM, form);
  return url.pathname + url.search;
}

/**
 * A public form's route action, for the visitor without JavaScript: reads the posted form, answers a
 * filled honeypot as if sent (storing nothing), validates with the browser's rules and sends with the
 * browser's operation. Refused input answers 400 with the values and the fields' messages in the
 * page's language (the server's own field messages too); a send redirects (303) to the page with
 * `?sent=<form>`, so that reloading it sends nothing twice. Posted through a fetcher (`IN_PLACE_FIELD`),
 * a send answers `sent` and the operation's answer as data instead: the page it came from stays.
 */
export async function formAction<Field extends string, Body = unknown>(
  args: ActionFunctionArgs,
  { form, spec, send, answerInPlace = false, sentHeaders }: FormActionOptions<Field, Body>,
): Promise<Response | ReturnType<typeof data<FormActionData>>> {
  const { api, locale } = loaderApi(args);
  let formData: FormData;
  try {
    formData = await args.request.formData();
  } catch {
    // A body that is not the form it claims to be: nothing to keep, every field to fill in again.
    formData = new FormData();
  }
  const inPlace = formData.has(IN_PLACE_FIELD);
  const sent = (result?: EnvelopeData<Body>, headers?: HeadersInit) =>
    inPlace
      ? data<FormActionData>({ form, values: {}, fields: {}, sent: true, result })
      : redirect(sentLocation(args.request, form), { status: 303, ...(headers && { headers }) });
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot !== '') return sent();

  const values = postedValues(spec, formData);
  const fields = fieldMessages(spec, values, locale);
  if (Object.keys(fields).length > 0) return data({ form, values, fields }, { status: 400 });

  let result: EnvelopeData<Body>;
  try {
    result = await unwrap(send(api, values, formData));
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ form, values, fields: { ...error.fields }, message: error.msg }, { status: 400 });
  }
  if (answerInPlace && !inPlace) return data({ form, values, fields: {}, result });
  // A fetcher's page keeps what its answer needs itself (the download pass): no headers for it.
  return sent(result, inPlace ? undefined : sentHeaders?.(result));
}
