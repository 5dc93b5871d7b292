import { clsx } from 'clsx';
import {
  type ComponentPropsWithRef,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type Ref,
  useMemo,
} from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { mergeRefs } from '../mergeRefs';
import { fieldMessages } from './Field.messages';
import classes from './FormFrame.module.css';
import { type FormComponent, type FormComponentProps, HONEYPOT_FIELD } from './postedForm';

/**
 * The `<form>`'s own props and the DOM props of the form using the frame (`ref`, `id`, `data-*`, `aria-*`, …),
 * which the frame passes on to its `<form>`; the frame's attributes and handlers win over them.
 */
export interface FormFrameProps
  extends Omit<
    ComponentPropsWithRef<'form'>,
    'action' | 'encType' | 'onSubmit' | 'className' | 'children' | 'ref'
  > {
  /** Accessible name of the form (a form with a name is a landmark). */
  label: string;
  /** The form's own ref (focusing its fields); the caller's `ref` is set too. */
  formRef: Ref<HTMLFormElement>;
  /**
   * The caller's ref: a `Ref<HTMLFormElement>`, or a `Ref<HTMLElement>` of a form whose root is at times
   * another element (the confirmation shown instead of it).
   */
  ref?: Ref<HTMLElement> | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Number of fields showing an error; announced after a submit attempt. */
  errorCount: number;
  /** Whether the user tried to submit (before that, errors under fields are not summarised). */
  submitAttempted: boolean;
  /**
   * 'grid': two columns from 768 px, one on phones; 'stack': one column at every width (a narrow form, such
   * as the logins); 'inline': field and button on one row. @default 'grid'
   */
  layout?: 'grid' | 'stack' | 'inline';
  /** Whether to print the "fields marked * are required" line. @default true */
  requiredHint?: boolean;
  /** A sentence on what the form is for, above the fields. */
  intro?: ReactNode;
  busy: boolean;
  /** Buttons row. */
  actions: ReactNode;
  className?: string;
  children: ReactNode;
  /** The URL the form posts to without JavaScript. @default the page's own URL */
  action?: string | undefined;
  /** Renders the `<form>`, e.g. the router's `<Form>` (see ServerFormProps). @default 'form' */
  formComponent?: FormComponent | undefined;
  /** 'multipart/form-data' for a form with a file, so that the file goes with a post without JavaScript. */
  encType?: 'multipart/form-data' | undefined;
  /** The server's message when it refused a post without JavaScript for no field in particular. */
  serverMessage?: string | undefined;
}

// Widened: react-intl's message-type inference does not follow plural arguments, so the typed overload refuses `count`.
const errorSummary: MessageDescriptor = fieldMessages.errorSummary;

/**
 * The `<form noValidate>` shared by the SPEC §5 forms: our messages replace the browser's bubbles, a polite
 * live region summarises the errors after a submit attempt, and the grid lines up the fields side by side and
 * reserves room for their error lines.
 */
export function FormFrame({
  label,
  formRef,
  onSubmit,
  errorCount,
  submitAttempted,
  layout = 'grid',
  requiredHint = true,
  intro,
  busy,
  actions,
  className,
  children,
  action,
  formComponent = 'form',
  encType,
  serverMessage,
  ref,
  ...rest
}: FormFrameProps) {
  const intl = useIntl();
  const rootRef = useMemo(() => mergeRefs<HTMLElement>(formRef, ref), [formRef, ref]);
  // One component type for JSX: 'form' takes every FormComponentProps, as any FormComponent must.
  const Form = formComponent as ComponentType<FormComponentProps>;
  return (
    <Form
      {...rest}
      ref={rootRef}
      action={action}
      encType={encType}
      // Before the app hydrates (or without JavaScript) a submit must not put the fields (e-mail, phone,
      // passwords) into the address bar and the server's logs, as a form's default GET would.
      method="post"
      noValidate
      aria-label={label}
      aria-busy={busy || undefined}
      className={clsx(classes.FormFrame, className)}
      data-layout={layout}
      onSubmit={onSubmit}
    >
      {requiredHint ? (
        <p className={classes.RequiredHint}>{intl.formatMessage(fieldMessages.requiredHint)}</p>
      ) : null}
      {intro ? <p className={classes.Intro}>{intro}</p> : null}
      <div className={classes.Fields}>{children}</div>
      {/* Hidden from people, there for bots to fill (HONEYPOT_FIELD). */}
      <div className={classes.Honeypot} aria-hidden="true">
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* Always in the DOM so that assistive technology registers the region before its text changes. */}
      <p className={classes.Summary} role="status" aria-live="polite">
        {submitAttempted && errorCount > 0
          ? intl.formatMessage(errorSummary, { count: errorCount })
          : (serverMessage ?? null)}
      </p>
      <div className={classes.Actions}>{actions}</div>
    </Form>
  );
}

/** Class names for the cells of a FormFrame grid, passed as a field's className. */
export const formCellClasses = {
  /** A one-line field (text input, select). */
  cell: classes.Cell,
  /** Spans both columns. */
  wide: clsx(classes.Cell, classes.Wide),
  /** A textarea across both columns (its height is the textarea's own). */
  tall: clsx(classes.Cell, classes.Wide),
  /** A checkbox across both columns. */
  check: clsx(classes.Cell, classes.Wide, classes.Check),
};
