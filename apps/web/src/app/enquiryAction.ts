import type { ActionFunctionArgs } from 'react-router-dom';

/** The enquiry's name in the action data and in `?sent=`. */
export const ENQUIRY_FORM = 'enquiry';

/**
 * The enquiry's route action, of the product page (about its `catalogNumber`) and of the service page
 * (the service named in the form's category field): the dialog's rules and POST /enquiry, posted by the
 * dialog through a fetcher and by the product page's form without JavaScript. Its code (the form's rules
 * with it) comes with the first enquiry posted, not with the page.
 */
export async function enquiryAction(args: ActionFunctionArgs) {
  const { postEnquiry } = await import('./postEnquiry');
  return postEnquiry(args);
}
