import type { FormComponentProps } from '@storefront/ui';
import { Form, type FormProps } from 'react-router-dom';

/**
 * Lets the design system's public forms post through the router: pass it as their `formComponent` and
 * leave out `onSubmit`. The form's post then runs the route's `action` in the browser, the one the server
 * runs for a visitor without JavaScript, and its answer comes back the same way (`posted`, `?sent=`).
 * The page keeps its scroll position: the answer is shown where the form is.
 */
export function RouterForm({ method, encType, action, ...props }: FormComponentProps) {
  return (
    <Form
      // FormFrame gives a URL (never a function), 'post' and, for a file, 'multipart/form-data'.
      action={action as string | undefined}
      method={method as FormProps['method']}
      encType={encType as FormProps['encType']}
      preventScrollReset
      {...props}
    />
  );
}
