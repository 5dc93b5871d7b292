import { type EnquiryFormProps, Section } from '@storefront/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useUserInfo } from '../auth/auth';
import { localeFromPath } from '../i18n/locale';
import { useApi } from './browserApi';
import { DeferredPart, deferredModule } from './deferredPart';
import { ENQUIRY_FORM } from './enquiryAction';
import { usePostedForm } from './postedForm';

/** `?enquiry=1`: a page whose enquiry opens in a dialog holds the form in the page (the dialog's fallback). */
const ENQUIRY_PARAM = 'enquiry';
/** The id of the page's enquiry section, the fallback link's fragment. */
const ENQUIRY_ANCHOR = 'enquiry';

/**
 * The form and its rules are not in the page's first load (most visits never show it): rendered whole by the
 * server on `?enquiry=1`, fetched by the browser when it is shown or comes near.
 */
const enquiryForm = deferredModule(() =>
  import('./EnquiryInPageForm').then((module) => module.EnquiryInPageForm),
);

/**
 * A logged-in user's details (GET /users/info) as the enquiry's prefill, the same on the product and service
 * pages; undefined until they arrive (the form reads its defaults on mount: key it on whether they are there).
 */
export function useEnquiryDefaults(): EnquiryFormProps['defaultValues'] {
  const userInfo = useUserInfo(useApi(localeFromPath(useLocation().pathname)));
  return userInfo
    ? {
        name: userInfo.name,
        company: userInfo.company,
        department: userInfo.department,
        areaName: userInfo.areaName,
        phone: userInfo.phone,
        email: userInfo.email,
      }
    : undefined;
}

/** The page (`pageHref`, with its query) with its enquiry form in it: where the trigger leads without JavaScript. */
export function enquiryPageHref(pageHref: string): string {
  return `${pageHref}${pageHref.includes('?') ? '&' : '?'}${ENQUIRY_PARAM}=1#${ENQUIRY_ANCHOR}`;
}

/**
 * The enquiry form in the page, on `?enquiry=1` (the fallback link) or after a post: it posts to the
 * page's action (enquiryAction), which answers its messages in place (400) or redirects to
 * `?sent=enquiry`, shown here, with JavaScript too (through the router's form).
 */
export function EnquiryInPage({
  title,
  ...formProps
}: Omit<EnquiryFormProps, 'formComponent' | 'posted' | 'sent'> & { title: string }) {
  const [params] = useSearchParams();
  const { posted, sent } = usePostedForm(ENQUIRY_FORM);
  if (params.get(ENQUIRY_PARAM) === null && !posted && !sent) return null;
  return (
    <div id={ENQUIRY_ANCHOR}>
      <Section title={title}>
        <DeferredPart module={enquiryForm} props={{ ...formProps, posted, sent }} />
      </Section>
    </div>
  );
}
