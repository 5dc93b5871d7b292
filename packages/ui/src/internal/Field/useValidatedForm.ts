import {
  type FieldSpec,
  type FormSpec,
  fieldIssueMessage,
  type SiteLocale,
  validateForm,
} from '@storefront/validation';
import { type FocusEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PostedForm } from './postedForm';

/** Values of a form: text fields are strings, consents booleans. */
export type FormFieldValues = Record<string, string | boolean>;

/**
 * What a form's `onSubmit` rejects with: `message` is the server's msg (shown in a toast), `fields` the
 * per-field messages of an E0002 envelope (shown on the fields). Any Error with these properties works;
 * `FormSubmitError` builds one.
 */
export interface FormSubmitFailure {
  message?: string;
  fields?: Record<string, string>;
}

/** An Error carrying the server's per-field messages, for a form's `onSubmit` to throw. */
export class FormSubmitError extends Error {
  /** Server messages by field name, e.g. `{ phone: 'Please enter the correct mobile phone number' }`. */
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'FormSubmitError';
    this.fields = fields;
  }
}

/** The server's message and field errors of whatever `onSubmit` rejected with. */
export function readSubmitFailure(error: unknown): { message: string; fields: Record<string, string> } {
  if (typeof error !== 'object' || error === null) return { message: '', fields: {} };
  const { message, fields } = error as FormSubmitFailure;
  const fieldMessages: Record<string, string> = {};
  if (typeof fields === 'object' && fields !== null) {
    for (const [field, text] of Object.entries(fields))
      if (typeof text === 'string') fieldMessages[field] = text;
  }
  return { message: typeof message === 'string' ? message : '', fields: fieldMessages };
}

/** The site a form is on, from the react-intl locale when the app does not say: `en*` is the English site. */
export function siteLocaleOf(intlLocale: string): SiteLocale {
  return intlLocale.toLowerCase().startsWith('en') ? 'en' : 'cn';
}

export type FormStatus = 'idle' | 'invalid' | 'submitting' | 'failed' | 'succeeded';

interface Options<Values extends { [Field in keyof Values]: string | boolean }> {
  /** The form's rules from @storefront/validation. */
  spec: FormSpec<Extract<keyof Values, string>>;
  /** Which site's rules apply; the English site drops the mainland mobile rule. */
  siteLocale: SiteLocale | undefined;
  /** Empty values (what a reset goes back to), overlaid with `defaultValues`. */
  emptyValues: Values;
  defaultValues?: Partial<Values> | undefined;
  /**
   * Sends the values; rejects with a FormSubmitFailure. Without it a valid form posts itself (through the
   * FormFrame's `formComponent`, e.g. the router's form, to the route's action) and the answer comes back
   * as `posted` (refused) or `sent` (taken), as it does without JavaScript.
   */
  onSubmit?: ((values: Values) => Promise<void>) | undefined;
  /**
   * What the rules cannot judge, checked before anything is sent (a picked file's size): messages by field;
   * any stops the send as a refusal does.
   */
  checkBeforeSending?: (values: Values) => Record<string, string>;
  /** After a successful send, with the values sent. */
  onSucceeded?: (values: Values) => void;
  /** After a refused send, with the server's message. */
  onFailed?: (failure: { message: string; fields: Record<string, string> }) => void;
  /**
   * The server's answer to a post (its values and field messages): the one the page was rendered with
   * starts the form; a later one (a post the form made itself) is taken as a refused send, unless `sent`
   * comes with it (then it is the answer to the post taken, e.g. the COA's documents in `result`).
   */
  posted?: PostedForm | undefined;
  /** The server took a post the form made itself: `onSucceeded` follows. */
  sent?: boolean | undefined;
}

/**
 * Form state for the SPEC §5 forms: values, the rules of @storefront/validation run on submit and on blur
 * once a field was left (then live while typing; on change already for a field whose spec says
 * `validateOn: 'change'`), server field errors until the field changes, the first
 * invalid field focused on submit, and the submit lifecycle.
 */
export function useValidatedForm<Values extends { [Field in keyof Values]: string | boolean }>(
  options: Options<Values>,
) {
  type Name = Extract<keyof Values, string>;
  const intl = useIntl();
  const siteLocale = options.siteLocale ?? siteLocaleOf(intl.locale);
  const initialValues = useMemo(
    () => ({ ...options.emptyValues, ...options.defaultValues }) as Values,
    [options.emptyValues, options.defaultValues],
  );
  const posted = options.posted;
  // A post refused by the server renders as a submit attempt that the server judged: its values, its messages.
  const [values, setValues] = useState<Values>(() =>
    posted ? postedValues(initialValues, posted.values) : initialValues,
  );
  const [touched, setTouched] = useState<Partial<Record<Name, true>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(posted !== undefined);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Name, string>>>(
    () => (posted?.fields ?? {}) as Partial<Record<Name, string>>,
  );
  const [status, setStatus] = useState<FormStatus>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const fieldNames = Object.keys(options.spec) as Name[];

  const issues = validateForm(options.spec, values, siteLocale) as Partial<Record<Name, string>>;

  const errorOf = (name: Name): string | undefined => {
    const rule = issues[name];
    if (rule && (touched[name] || submitAttempted)) {
      const spec = (options.spec as Record<string, FieldSpec>)[name] as FieldSpec;
      const message = fieldIssueMessage(name, rule as Parameters<typeof fieldIssueMessage>[1], spec);
      // Passed as a variable: the ids are the validation package's, not literals for this package's extraction.
      const descriptor = { id: message.id, defaultMessage: message.defaultMessage };
      return intl.formatMessage(descriptor, message.values);
    }
    return serverErrors[name];
  };

  const shownErrors = fieldNames.filter((name) => errorOf(name) !== undefined);

  const focusField = (name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const setValue = (name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A server verdict is about the value it saw; once the value changes it no longer applies.
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const reset = () => {
    setValues(initialValues);
    setTouched({});
    setSubmitAttempted(false);
    setServerErrors({});
  };

  const refused = (failure: { message: string; fields: Record<string, string> }) => {
    const known = Object.fromEntries(
      Object.entries(failure.fields).filter(([name]) => fieldNames.includes(name as Name)),
    ) as Partial<Record<Name, string>>;
    setServerErrors(known);
    setStatus('failed');
    const first = fieldNames.find((name) => known[name]);
    if (first) focusField(first);
    options.onFailed?.(failure);
  };

  // The values of a post the form made itself, for `onSucceeded` once the route says it was taken.
  const postedByForm = useRef<Values | null>(null);
  const lastPosted = useRef(posted);
  // A refusal of the form's own post: an answer newer than the last one seen, while a post is out. The
  // fields still hold what was posted (a picked file too), so only the messages are taken.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer runs this (`refused` is new every render)
  useEffect(() => {
    const isNew = posted !== lastPosted.current;
    lastPosted.current = posted;
    // An answer that comes with `sent` is the server's answer to a post it took (the COA's documents).
    if (!posted || !isNew || !postedByForm.current || options.sent) return;
    postedByForm.current = null;
    refused({ message: posted.message ?? '', fields: posted.fields });
  }, [posted]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the route's verdict runs this (the callbacks are new every render)
  useEffect(() => {
    if (!options.sent || !postedByForm.current) return;
    const submitted = postedByForm.current;
    postedByForm.current = null;
    // As after an `onSubmit`: the form empties, and `status` says this form's own post was taken.
    setStatus('succeeded');
    reset();
    options.onSucceeded?.(submitted);
    // A new answer runs it too: a fetcher's post answered at once may keep `sent` true from the last one.
  }, [options.sent, posted]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // A form posting itself goes on to its formComponent only when valid and not already sending.
    const postsItself = options.onSubmit === undefined;
    if (!postsItself || status === 'submitting') event.preventDefault();
    if (status === 'submitting') return;
    setSubmitAttempted(true);
    const invalid = fieldNames.filter((name) => issues[name]);
    if (invalid.length > 0) {
      if (postsItself) event.preventDefault();
      setStatus('invalid');
      focusField(invalid[0] as string);
      return;
    }
    const early = options.checkBeforeSending?.(values) ?? {};
    if (Object.keys(early).length > 0) {
      if (postsItself) event.preventDefault();
      refused({ message: '', fields: early });
      return;
    }
    setStatus('submitting');
    const submitted = values;
    if (!options.onSubmit) {
      postedByForm.current = submitted;
      return;
    }
    try {
      await options.onSubmit(submitted);
    } catch (error) {
      refused(readSubmitFailure(error));
      return;
    }
    setStatus('succeeded');
    reset();
    options.onSucceeded?.(submitted);
  };

  /** Props for a TextField, Textarea or Select bound to `name`. */
  const textProps = (name: Name) => ({
    name,
    value: String(values[name] ?? ''),
    onValueChange: (value: string) => {
      setValue(name, value as Values[Name]);
      // A field checked on change (the suggestion form's region) shows its message without being left.
      if ((options.spec as Record<string, FieldSpec>)[name]?.validateOn === 'change') {
        setTouched((current) => ({ ...current, [name]: true }));
      }
    },
    onBlur: (_event: FocusEvent) => setTouched((current) => ({ ...current, [name]: true })),
    error: errorOf(name),
    required: (options.spec as Record<string, FieldSpec>)[name]?.required ?? false,
  });

  /** Props for a Checkbox bound to the consent `name`. */
  const checkboxProps = (name: Name) => ({
    name,
    checked: values[name] === true,
    onCheckedChange: (checked: boolean) => {
      setValue(name, checked as Values[Name]);
      // Ticking or unticking is the whole interaction, so it counts as leaving the field.
      setTouched((current) => ({ ...current, [name]: true }));
    },
    error: errorOf(name),
  });

  return {
    formRef,
    values,
    status,
    submitting: status === 'submitting',
    /** Fields currently showing an error, in form order (for the error summary). */
    shownErrors,
    /** Whether the last submit attempt was stopped or refused (the summary is announced then). */
    submitAttempted,
    siteLocale,
    handleSubmit,
    reset,
    setValue,
    textProps,
    checkboxProps,
  };
}

/** The posted values of the form's own fields, each of the type the field holds (text or consent). */
function postedValues<Values extends { [Field in keyof Values]: string | boolean }>(
  initial: Values,
  posted: PostedForm['values'],
): Values {
  const values = { ...initial };
  for (const name of Object.keys(initial) as (keyof Values)[]) {
    const value = posted[name as string];
    if (typeof value === typeof initial[name]) values[name] = value as Values[keyof Values];
  }
  return values;
}

export type ValidatedForm<Values extends { [Field in keyof Values]: string | boolean }> = ReturnType<
  typeof useValidatedForm<Values>
>;
