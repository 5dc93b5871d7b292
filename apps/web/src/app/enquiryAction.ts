import { enquiryForm } from '@storefront/validation';
import type { ActionFunctionArgs } from 'react-router-dom';
import { formAction } from './formAction';
import { enquiryBody } from './submit';

/** The enquiry's name in the action data and in `?sent=`. */
export const ENQUIRY_FORM = 'enquiry';

/**
 * The enquiry's route action, of the product page (about its `catalogNumber`) and of the service page
 * (the service named in the form's category field): the dialog's rules and POST /enquiry, posted by the
 * dialog through a fetcher and by the product page's form without JavaScript.
 */
export function enquiryAction(args: ActionFunctionArgs) {
  const catalogNumber = new URL(args.request.url).searchParams.get('catalogNumber') ?? '';
  return formAction(args, {
    form: ENQUIRY_FORM,
    spec: enquiryForm,
    send: (api, values) =>
      api.POST('/enquiry', {
        body: enquiryBody({ ...(values as Record<keyof typeof values, string>), catalogNumber }),
      }),
  });
}
