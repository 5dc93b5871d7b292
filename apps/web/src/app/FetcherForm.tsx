import type { FormComponentProps } from '@storefront/ui';
import { type ComponentType, type SubmitEvent, useRef, useState } from 'react';
import { type FormEncType, useFetcher, useFormAction } from 'react-router-dom';
import { type FormActionData, IN_PLACE_FIELD } from './postedForm';

/** What a public form needs to post through a fetcher and show the route action's answer in place. */
export interface FetcherFormState {
  /** The form's `formComponent`: a plain `<form>` without JavaScript, a fetcher's post with it. */
  formComponent: ComponentType<FormComponentProps>;
  /** The action's last answer to this form: its refusal (values, messages) or the post it took (`result`). */
  posted: FormActionData | undefined;
  /** The action took the last post (and nothing is being sent): the form's `sent`. */
  sent: boolean;
  /** Forgets the last answer, e.g. when a dialog opens again on a fresh form. */
  reset: () => void;
}

/**
 * Lets a design-system form post through a fetcher, for a form whose answer must stay where it is:
 * on every page (the footer's message), in a dialog (the enquiry, the download) or shown in place (the
 * COA's documents). Like RouterForm, the post runs the route action the server runs without JavaScript,
 * at the form's `action` URL (the page's own route by default), with `IN_PLACE_FIELD` so that it answers
 * data instead of redirecting: `posted` and `sent` are that answer, as the form takes it from a page.
 */
export function useFetcherForm(form: string): FetcherFormState {
  const fetcher = useFetcher<FormActionData>();
  const pageAction = useFormAction();
  // The component must keep its identity (a new one would remount the form and lose what is typed), so
  // it reads the fetcher and the page's action URL of the latest render.
  const latest = useRef({ submit: fetcher.submit, pageAction });
  latest.current = { submit: fetcher.submit, pageAction };
  const [formComponent] = useState(
    () =>
      // biome-ignore lint/correctness/noComponentHookFactories: made once per hook (the state's initializer), so it keeps its identity
      function FetcherForm({ onSubmit, action, encType, ...props }: FormComponentProps) {
        const submit = (event: SubmitEvent<HTMLFormElement>) => {
          // The form's own checks first: an invalid form stops here, as it would stop the router's form.
          onSubmit?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const formData = new FormData(event.currentTarget, event.submitter);
          formData.set(IN_PLACE_FIELD, '');
          void latest.current.submit(formData, {
            method: 'post',
            // FormFrame gives a URL (never a function) and, for a file, 'multipart/form-data'.
            action: (action as string | undefined) ?? latest.current.pageAction,
            encType: (encType as FormEncType | undefined) ?? 'application/x-www-form-urlencoded',
            preventScrollReset: true,
            // What these forms send is shown by no loader of the page: nothing to load again.
            defaultShouldRevalidate: false,
          });
        };
        return <form action={action} encType={encType} {...props} onSubmit={submit} />;
      },
  );
  // A post taken is answered once the fetcher is idle again; an earlier answer is none to a post under way.
  const settled = fetcher.state === 'idle';
  const data = fetcher.data?.form === form ? fetcher.data : undefined;
  const answer = data && (settled || data.sent !== true) ? data : undefined;
  return {
    formComponent,
    posted: answer,
    sent: answer?.sent === true,
    reset: fetcher.reset,
  };
}
