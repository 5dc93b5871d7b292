/**
 * What a page's forms read of the last post (its route action is formAction.ts). Apart from the action, which
 * brings the forms' rules: a page imports this with its forms, the action's code comes with the first post.
 */

import type { PostedForm } from '@storefront/ui';
import { useActionData, useNavigation, useSearchParams } from 'react-router-dom';
import { type Locale, localizePath } from '../i18n/locale';

/** The query parameter of the page a form redirects to once sent: `?sent=<form>` shows its confirmation. */
export const SENT_PARAM = 'sent';

/**
 * The field a form posting through a fetcher (`useFetcherForm`) adds: the page stays, so the action
 * answers a send with data (`sent`) where it would redirect a page to `?sent=`.
 */
export const IN_PLACE_FIELD = '_inPlace';

/**
 * What a form's action answers, tagged with the form it concerns: a refused post (status 400), or a
 * post it took whose answer is the page's to show (`result`), or, to a fetcher, any post it took (`sent`).
 */
export interface FormActionData extends PostedForm {
  form: string;
  sent?: true;
}

/**
 * What a public form of the page needs from the last post: the server's refusal of this form (values
 * and messages) and whether the page is the one it redirected to once sent.
 */
export function usePostedForm(form: string): { posted: PostedForm | undefined; sent: boolean } {
  const actionData = useActionData() as FormActionData | undefined;
  const [params] = useSearchParams();
  // While a form is being sent through the router, an earlier `?sent=` is not its answer: `sent` turns
  // true again once this send is over, also when it redirects to the same URL (a second send).
  const sending = useNavigation().formMethod !== undefined;
  return {
    posted: actionData?.form === form ? actionData : undefined,
    sent: !sending && params.get(SENT_PARAM) === form,
  };
}

/**
 * Where a form of a site's home page posts: the home page is the index route below the site's layout,
 * and a post to the bare path goes to the layout; `?index` names the index route.
 */
export function indexAction(locale: Locale): string {
  return `${localizePath(locale, '/')}?index`;
}
