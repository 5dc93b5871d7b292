import { type FieldSpec, type FormSpec, fieldIssueMessage } from '@storefront/validation';
import { useSelector } from '@xstate/react';
import { clsx } from 'clsx';
import { type FormEvent, type HTMLAttributes, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type ActorRefFrom, waitFor } from 'xstate';
import { Button } from '../Button';
import { FormFrame, type PostedForm } from '../internal/Field';
import { type FormFieldItem, FormFields, type FormFieldsBinding } from '../internal/FormFields';
import { mergeRefs } from '../internal/mergeRefs';
import { Link } from '../Link';
import {
  type ApplicationReceipt,
  type ApplicationWizardContext,
  type createApplicationWizardMachine,
  REVIEW_STEP,
  shownFieldIssue,
  wizardStepsOf,
} from '../machines/applicationWizard';
import { verificationCodeFieldMessages } from '../VerificationCodeField/VerificationCodeField.messages';
import { WizardSteps } from '../WizardSteps';
import { applicationWizardMessages as m } from './ApplicationWizard.messages';
import classes from './ApplicationWizard.module.css';

/** A running application wizard (`useActorRef(trialApplicationMachine.provide(...))` or the award's). */
export type ApplicationWizardActor = ActorRefFrom<ReturnType<typeof createApplicationWizardMachine>>;

export interface ApplicationWizardFrameProps extends HTMLAttributes<HTMLElement> {
  actor: ApplicationWizardActor;
  /** The wizard's form and steps (`trialApplicationWizard`, `paperAwardWizard`). */
  config: { form: FormSpec<string>; steps: Readonly<Record<string, readonly string[]>> };
  /** Accessible name of the form. */
  label: string;
  /** The name of each step, for the step list and the review's headings. */
  stepLabels: Readonly<Record<string, string>>;
  /** The controls of a step, in order (their labels and options also word the review). */
  fieldsOf: (step: string) => FormFieldItem<string>[];
  /** A message of the view's own for a field, before the rules' (a refused ID photo). */
  fieldProblem?: (field: string) => string | undefined;
  /** Shown at the end of the review (the award's amounts). */
  reviewFooter?: ReactNode;
  /** What the sent application turns into. */
  renderSent: (receipt: ApplicationReceipt) => ReactNode;
  className?: string;
  /** The root element: the wizard, or the line or confirmation shown instead of it. */
  ref?: Ref<HTMLElement> | undefined;
  /**
   * The step the server rendered, for a page not (yet) running JavaScript: the frame is then a native
   * `<form method="post">` the route's action answers, and the machine is left alone.
   */
  serverStep?: ApplicationWizardServerStep | undefined;
}

/** The intents of a wizard's native form: the submit button pressed (`name="intent"`). */
export type ApplicationWizardIntent = 'next' | 'back' | 'sendCode' | 'submit';

/** The name of the hidden field telling the action which step was posted. */
export const WIZARD_STEP_FIELD = 'step';
/** The name of the wizard's submit buttons; their value is an ApplicationWizardIntent. */
export const WIZARD_INTENT_FIELD = 'intent';

/** A step of the wizard as the server renders it without JavaScript. */
export interface ApplicationWizardServerStep {
  step: string;
  /** The answers kept so far (the route's signed draft). */
  values: Record<string, string>;
  /** The action's refusal of the last post (values as sent, the fields' messages). */
  posted?: PostedForm | undefined;
  /** The code went out (the page the send redirected to). */
  codeSent?: boolean;
  /** The application went through: its receipt shows. */
  receipt?: ApplicationReceipt | undefined;
}

/**
 * The frame both application wizards share: the step list, the step's fields (FormFields, bound to the
 * machine), Back / Next, the review with Submit, the machine's errors and the sent confirmation. Next and
 * Submit are the form's submit, so Enter in a field moves on; an invalid step focuses its first message.
 */
export function ApplicationWizardFrame({
  actor,
  config,
  label,
  stepLabels,
  fieldsOf,
  fieldProblem,
  reviewFooter,
  renderSent,
  className,
  serverStep,
  ...rest
}: ApplicationWizardFrameProps) {
  if (serverStep) {
    return (
      <ApplicationWizardServerForm
        {...rest}
        server={serverStep}
        config={config}
        label={label}
        stepLabels={stepLabels}
        fieldsOf={fieldsOf}
        reviewFooter={reviewFooter}
        renderSent={renderSent}
        className={className}
      />
    );
  }
  return (
    <ApplicationWizardMachineForm
      {...rest}
      actor={actor}
      config={config}
      label={label}
      stepLabels={stepLabels}
      fieldsOf={fieldsOf}
      fieldProblem={fieldProblem}
      reviewFooter={reviewFooter}
      renderSent={renderSent}
      className={className}
    />
  );
}

/** The frame bound to the running machine (JavaScript on). */
function ApplicationWizardMachineForm({
  actor,
  config,
  label,
  stepLabels,
  fieldsOf,
  fieldProblem,
  reviewFooter,
  renderSent,
  className,
  ref,
  ...rest
}: Omit<ApplicationWizardFrameProps, 'serverStep'>) {
  const intl = useIntl();
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const order = wizardStepsOf(config);
  const submitting = snapshot.matches({ wizard: 'submitting' });

  // A new step takes the focus to its heading, so keyboard and screen-reader users start at its top.
  const previousStep = useRef(context.step);
  useEffect(() => {
    if (previousStep.current === context.step) return;
    previousStep.current = context.step;
    headingRef.current?.focus();
  }, [context.step]);

  const errorOf = (field: string) => fieldProblem?.(field) ?? fieldError(intl, config, context, field);

  const binding: FormFieldsBinding<string> = {
    textProps: (name) => ({
      name,
      value: context.values[name] ?? '',
      onValueChange: (value) => actor.send({ type: 'wizard.change', field: name, value }),
      onBlur: () => actor.send({ type: 'wizard.blur', field: name }),
      error: errorOf(name),
      required: (config.form[name] as FieldSpec | undefined)?.required ?? false,
    }),
  };

  if (snapshot.matches({ wizard: 'submitted' }) && context.receipt) {
    return (
      <div {...rest} ref={mergeRefs(ref)} className={className}>
        {renderSent(context.receipt)}
      </div>
    );
  }

  if (snapshot.matches({ wizard: 'restoring' })) {
    return (
      <p
        {...rest}
        ref={mergeRefs(ref)}
        className={clsx(classes.Status, className)}
        role="status"
        aria-busy="true"
      >
        {intl.formatMessage(m.restoring)}
      </p>
    );
  }

  const onReview = context.step === REVIEW_STEP;
  const fields = onReview ? [] : fieldsOf(context.step);
  const shownErrors = fields.filter((field) => errorOf(field.name) !== undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    actor.send({ type: onReview ? 'wizard.submit' : 'wizard.next' });
    const after = actor.getSnapshot().context;
    if (after.step !== context.step) return;
    const invalid = fields.find((field) => shownFieldIssue(config, after, field.name) !== null);
    const element = invalid ? formRef.current?.elements.namedItem(invalid.name) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const failure =
    context.error?.source === 'submit'
      ? context.error.message || intl.formatMessage(m.submitFailed)
      : context.error?.source === 'draft'
        ? intl.formatMessage(m.draftFailed)
        : null;

  return (
    <div {...rest} ref={mergeRefs(ref)} className={clsx(classes.ApplicationWizard, className)}>
      <WizardSteps
        label={intl.formatMessage(m.stepsLabel)}
        steps={order.map((step) => ({ id: step, label: stepLabels[step] ?? step }))}
        current={context.step}
      />
      <h2 ref={headingRef} tabIndex={-1} className={classes.StepTitle}>
        {stepLabels[context.step]}
      </h2>
      {failure ? (
        <div className={classes.Failure} role="alert">
          <p>{failure}</p>
          <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'wizard.dismissError' })}>
            {intl.formatMessage(m.dismiss)}
          </Button>
        </div>
      ) : null}
      <FormFrame
        label={label}
        formRef={formRef}
        onSubmit={handleSubmit}
        errorCount={shownErrors.length}
        submitAttempted={Boolean(context.attempted[context.step])}
        busy={submitting}
        requiredHint={!onReview}
        intro={onReview ? intl.formatMessage(m.reviewIntro) : undefined}
        actions={
          <>
            {order.indexOf(context.step) > 0 ? (
              <Button
                variant="secondary"
                disabled={submitting}
                onClick={() => actor.send({ type: 'wizard.back' })}
              >
                {intl.formatMessage(m.back)}
              </Button>
            ) : null}
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(onReview ? m.submit : m.next)}
            </Button>
          </>
        }
      >
        {onReview ? (
          <ApplicationReview
            values={context.values}
            steps={Object.keys(config.steps)}
            stepLabels={stepLabels}
            fieldsOf={fieldsOf}
            footer={reviewFooter}
          />
        ) : (
          <FormFields<Record<string, string>> form={binding} fields={fields} />
        )}
      </FormFrame>
    </div>
  );
}

type WizardConfig = ApplicationWizardFrameProps['config'];

/** The message under a field as the page's language words it, if one shows. */
function fieldError(
  intl: IntlShape,
  config: WizardConfig,
  context: ApplicationWizardContext,
  field: string,
): string | undefined {
  const issue = shownFieldIssue(config, context, field);
  if (!issue) return undefined;
  if ('message' in issue) return issue.message;
  const message = fieldIssueMessage(field, issue.rule, issue.spec);
  // Passed as a variable: the ids are the validation package's, not literals for this package's extraction.
  const descriptor = { id: message.id, defaultMessage: message.defaultMessage };
  return intl.formatMessage(descriptor, message.values);
}

/**
 * The `onSend` of the wizard's code field: asks the machine for a code and settles when it went out, or
 * rejects with why not (the e-mail's own message when it is invalid, else the server's).
 */
export function useWizardCodeSender(actor: ApplicationWizardActor, config: WizardConfig) {
  const intl = useIntl();
  return async () => {
    actor.send({ type: 'wizard.sendCode' });
    const after = await waitFor(actor, (state) => !state.matches({ code: 'sending' }));
    if (after.matches({ code: 'sent' })) return;
    const { error } = after.context;
    const reason =
      error?.source === 'sendCode'
        ? error.message || intl.formatMessage(m.sendCodeFailed)
        : (fieldError(intl, config, after.context, 'email') ?? intl.formatMessage(m.sendCodeFailed));
    throw new Error(reason);
  };
}

/** Every answer under its step's name; a choice by its label, a photo as uploaded, never the code. */
function ApplicationReview({
  values,
  steps,
  stepLabels,
  fieldsOf,
  footer,
}: {
  values: Record<string, string>;
  steps: readonly string[];
  stepLabels: Readonly<Record<string, string>>;
  fieldsOf: (step: string) => FormFieldItem<string>[];
  footer: ReactNode;
}) {
  const intl = useIntl();
  const shown = (field: FormFieldItem<string>) => {
    const value = values[field.name] ?? '';
    if (field.control === 'select')
      return field.options.find((option) => option.value === value)?.label ?? value;
    if (field.control === 'idPhoto') return value ? intl.formatMessage(m.photoUploaded) : '';
    return value;
  };
  return (
    <div className={classes.Review}>
      {steps.map((step) => (
        <section key={step} className={classes.ReviewSection}>
          <h3 className={classes.ReviewTitle}>{stepLabels[step]}</h3>
          <dl className={classes.ReviewList}>
            {fieldsOf(step)
              .filter((field) => field.control !== 'code')
              .map((field) => (
                <div key={field.name} className={classes.ReviewItem}>
                  <dt>{field.label}</dt>
                  <dd>{shown(field)}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
      {footer}
    </div>
  );
}

/**
 * The frame as a native form the route's action answers (SPEC: forms work without JavaScript): the
 * step's fields with the kept or refused values and the server's messages, the step in a hidden field,
 * Back / Next / Submit (and the code's send) as named submit buttons. The code field is a plain input
 * here, its send one of the form's buttons.
 */
function ApplicationWizardServerForm({
  server,
  config,
  label,
  stepLabels,
  fieldsOf,
  reviewFooter,
  renderSent,
  className,
  ref,
  ...rest
}: Omit<ApplicationWizardFrameProps, 'serverStep' | 'actor' | 'fieldProblem'> & {
  server: ApplicationWizardServerStep;
}) {
  const intl = useIntl();
  if (server.receipt)
    return (
      <div {...rest} ref={mergeRefs(ref)} className={className}>
        {renderSent(server.receipt)}
      </div>
    );
  const order = wizardStepsOf(config);
  const onReview = server.step === REVIEW_STEP;
  const stepFields = onReview ? [] : fieldsOf(server.step);
  const posted = server.posted;
  // A refused post's answers, else the draft's (a photo the refused post uploaded is one of them).
  const answer = (name: string) => {
    const value = posted ? posted.values[name] : server.values[name];
    return typeof value === 'string' ? value : '';
  };
  const fields = stepFields.map((field) => nativeField(intl, field, answer(field.name)));
  const previous = order[order.indexOf(server.step) - 1];
  const hasCode = stepFields.some((field) => field.control === 'code');
  // The photos go with the step's post (the action uploads them).
  const hasPhoto = stepFields.some((field) => field.control === 'idPhoto');
  // A picker shows no file: the browser cannot be told one; the kept photo says so in its description.
  const shownValue = (name: string) =>
    fields.some((field) => field.name === name && field.control === 'file') ? '' : answer(name);
  const binding: FormFieldsBinding<string> = {
    textProps: (name) => ({
      name,
      value: shownValue(name),
      // Without JavaScript the browser keeps what is typed; the server reads it from the post.
      onValueChange: () => {},
      onBlur: () => {},
      error: posted?.fields[name],
      required: (config.form[name] as FieldSpec | undefined)?.required ?? false,
    }),
  };
  const errorCount = fields.filter((field) => posted?.fields[field.name] !== undefined).length;
  const intent = (value: ApplicationWizardIntent) => ({ name: WIZARD_INTENT_FIELD, value });
  return (
    <div {...rest} ref={mergeRefs(ref)} className={clsx(classes.ApplicationWizard, className)}>
      <WizardSteps
        label={intl.formatMessage(m.stepsLabel)}
        steps={order.map((step) => ({ id: step, label: stepLabels[step] ?? step }))}
        current={server.step}
      />
      <h2 className={classes.StepTitle}>{stepLabels[server.step]}</h2>
      {posted?.message ? (
        <div className={classes.Failure} role="alert">
          <p>{posted.message}</p>
        </div>
      ) : null}
      <FormFrame
        label={label}
        formRef={null}
        onSubmit={() => {}}
        errorCount={errorCount}
        submitAttempted={posted !== undefined}
        busy={false}
        requiredHint={!onReview}
        encType={hasPhoto ? 'multipart/form-data' : undefined}
        intro={onReview ? intl.formatMessage(m.reviewIntro) : undefined}
        serverMessage={server.codeSent ? intl.formatMessage(verificationCodeFieldMessages.sent) : undefined}
        actions={
          <>
            <input type="hidden" name={WIZARD_STEP_FIELD} value={server.step} />
            {/* First in the form: Enter in a field presses the first submit button, which must move on. */}
            <Button type="submit" {...intent(onReview ? 'submit' : 'next')}>
              {intl.formatMessage(onReview ? m.submit : m.next)}
            </Button>
            {hasCode ? (
              <Button type="submit" variant="secondary" {...intent('sendCode')}>
                {intl.formatMessage(verificationCodeFieldMessages.send)}
              </Button>
            ) : null}
            {/* A link: the earlier steps' answers are kept; this step's are asked again when it comes back. */}
            {previous ? (
              <Link href={`?${WIZARD_STEP_FIELD}=${previous}`}>{intl.formatMessage(m.back)}</Link>
            ) : null}
          </>
        }
      >
        {onReview ? (
          <ApplicationReview
            values={server.values}
            steps={Object.keys(config.steps)}
            stepLabels={stepLabels}
            fieldsOf={fieldsOf}
            footer={reviewFooter}
          />
        ) : (
          <FormFields<Record<string, string>> form={binding} fields={fields} />
        )}
      </FormFrame>
    </div>
  );
}

/**
 * A field as the native form renders it: the code a plain input (its send is one of the form's buttons),
 * an ID photo a plain picker whose file goes with the post, saying when one is already uploaded.
 */
function nativeField(intl: IntlShape, field: FormFieldItem<string>, kept: string): FormFieldItem<string> {
  if (field.control === 'code') return { name: field.name, label: field.label, control: 'text' };
  if (field.control !== 'idPhoto') return field;
  const description = kept ? intl.formatMessage(m.photoUploaded) : field.description;
  return {
    name: field.name,
    label: field.label,
    ...(description ? { description } : {}),
    control: 'file',
    accept: field.accept,
    onFileChange: () => {},
  };
}
