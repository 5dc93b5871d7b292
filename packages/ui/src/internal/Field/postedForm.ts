import type { ComponentType, FormHTMLAttributes, Ref } from 'react';

/**
 * Name of the honeypot every FormFrame carries: hidden from people (off screen, aria-hidden, out of the
 * tab order, no autofill), so a value in it was typed by a bot. The app's form action answers such a
 * send as if it went through and keeps nothing.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * What the server answered to a form posted without JavaScript (the route action's data, status 400):
 * the values as sent, to keep them in the fields, the fields' messages in the page's language, and the
 * server's message when the refusal concerned no field.
 */
export interface PostedForm {
  values: Record<string, string | boolean>;
  fields: Record<string, string>;
  message?: string;
  /** What the server answered a post it took, for a form that shows the answer in place (the COA's documents). */
  result?: unknown;
}

/**
 * What a `formComponent` receives: the props of a `<form>`. A router's form is adapted with a one-line
 * wrapper, as a `linkComponent` is, e.g. `(props) => <RouterForm {...props} />`.
 */
export type FormComponentProps = FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };

/** A component that renders a form, `'form'` by default. */
export type FormComponent = 'form' | ComponentType<FormComponentProps>;

/**
 * The props a public form takes to work without JavaScript: where it posts (the page's own URL by
 * default), which form element renders it, and the server's answer to render in place.
 */
export interface ServerFormProps {
  /** The URL the form posts to without JavaScript. @default the page's own URL */
  action?: string;
  /** Renders the `<form>`, e.g. the router's `<Form>`. @default 'form' */
  formComponent?: FormComponent;
  /** The server's answer to the last post (values kept, the fields' messages shown). */
  posted?: PostedForm | undefined;
  /** The server took the last post (the page it redirected to says so): the confirmation shows. */
  sent?: boolean;
}
