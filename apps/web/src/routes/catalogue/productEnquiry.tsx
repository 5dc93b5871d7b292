import { type Enquiry, EnquiryDialog, EnquiryForm, Section, type SelectOption } from '@storefront/ui';
import { enquiryForm } from '@storefront/validation';
import { defineMessages, useIntl } from 'react-intl';
import { type ActionFunctionArgs, useLocation, useSearchParams } from 'react-router-dom';
import { useAnalytics } from '../../analytics/analyticsContext';
import { useApi } from '../../app/browserApi';
import { formAction, usePostedForm } from '../../app/formAction';
import { enquiryBody, submitForm } from '../../app/submit';
import { useUserInfo } from '../../auth/auth';
import { localeFromPath } from '../../i18n/locale';

const messages = defineMessages({
  title: { id: 'web.productDetail.enquiryTitle', defaultMessage: 'Enquiry / Quote' },
});

/** The form's name in the action data and in `?sent=`. */
const ENQUIRY_FORM = 'enquiry';
/** `?enquiry=1`: the product page holds the enquiry form in the page (the dialog's fallback). */
const ENQUIRY_PARAM = 'enquiry';
/** The id of the page's enquiry section, the fallback link's fragment. */
const ENQUIRY_ANCHOR = 'enquiry';

/** The product page with its enquiry form in the page: where the trigger leads without JavaScript. */
export function enquiryPageHref(detailHref: string): string {
  return `${detailHref}&${ENQUIRY_PARAM}=1#${ENQUIRY_ANCHOR}`;
}

/**
 * The enquiry posted without JavaScript (`?enquiry=1`): the same rules and the same POST /enquiry as
 * the dialog's, about the page's product.
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

interface ProductEnquiryProps {
  product: { catalogNumber: string; name: string; categoryName?: string };
  industries: SelectOption[];
  areas: SelectOption[];
  /** The product page's address (`?catalogNumber=`), for the fallback link. */
  detailHref: string;
}

/** A logged-in user's details (GET /users/info) prefill the enquiry. */
function useEnquiryDefaults() {
  const locale = localeFromPath(useLocation().pathname);
  const userInfo = useUserInfo(useApi(locale));
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

/** What the enquiry form of a product page shares in the dialog and in the page. */
function useEnquiryFormProps({ product, industries, areas }: ProductEnquiryProps) {
  const locale = localeFromPath(useLocation().pathname);
  const api = useApi(locale);
  const analytics = useAnalytics();
  const defaultValues = useEnquiryDefaults();
  return {
    // Read on mount, hence the key: the prefill arrives after the user's details.
    key: defaultValues ? 'user' : 'visitor',
    defaultValues,
    siteLocale: locale,
    product: { catalogNumber: product.catalogNumber, name: product.name },
    otherTreeName: product.categoryName,
    industries,
    areas,
    onSubmit: (enquiry: Enquiry) => submitForm(api.POST('/enquiry', { body: enquiryBody(enquiry) })),
    onSent: () =>
      analytics.track({ operateType: 'message', operateTypeId: `enquiry:${product.catalogNumber}` }),
  };
}

/**
 * The product's enquiry trigger: with JavaScript, a button opening the dialog; without, a link to the
 * page holding the form (`?enquiry=1`).
 */
export function ProductEnquiryDialog(props: ProductEnquiryProps) {
  const { key, ...formProps } = useEnquiryFormProps(props);
  return <EnquiryDialog key={key} {...formProps} fallbackHref={enquiryPageHref(props.detailHref)} />;
}

/**
 * The enquiry form in the page, on `?enquiry=1` (the fallback link) or after a post: it posts to the
 * page's action, which answers its messages in place (400) or redirects to `?sent=enquiry`, shown here.
 * With JavaScript it sends as the dialog does.
 */
export function ProductEnquirySection(props: ProductEnquiryProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { posted, sent } = usePostedForm(ENQUIRY_FORM);
  const { key, ...formProps } = useEnquiryFormProps(props);
  if (params.get(ENQUIRY_PARAM) === null && !posted && !sent) return null;
  return (
    <div id={ENQUIRY_ANCHOR}>
      <Section title={intl.formatMessage(messages.title)}>
        <EnquiryForm key={key} {...formProps} posted={posted} sent={sent} />
      </Section>
    </div>
  );
}
