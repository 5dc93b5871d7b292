import { enquiryForm } from '@storefront/validation';
import type { ActionFunctionArgs } from 'react-router-dom';
import { ENQUIRY_FORM } from './enquiryAction';
import { formAction } from './formAction';
import { enquiryBody } from './submit';

/** What enquiryAction does: the enquiry form's rules, then POST /enquiry about the page's product. */
export function postEnquiry(args: ActionFunctionArgs) {
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
