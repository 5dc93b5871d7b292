import { EnquiryDialog, type SelectOption } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAnalytics } from '../../analytics/analyticsContext';
import { EnquiryInPage, enquiryPageHref, useEnquiryDefaults } from '../../app/EnquiryInPage';
import { ENQUIRY_FORM } from '../../app/enquiryAction';
import { useFetcherForm } from '../../app/FetcherForm';
import { localeFromPath } from '../../i18n/locale';

const messages = defineMessages({
  title: { id: 'web.productDetail.enquiryTitle', defaultMessage: 'Enquiry / Quote' },
});

interface ProductEnquiryProps {
  product: { catalogNumber: string; name: string; categoryName?: string };
  industries: SelectOption[];
  areas: SelectOption[];
  /** The product page's address (`?catalogNumber=`), for the fallback link. */
  detailHref: string;
}

/** What the enquiry form of a product page shares in the dialog and in the page. */
function useEnquiryFormProps({ product, industries, areas }: ProductEnquiryProps) {
  const locale = localeFromPath(useLocation().pathname);
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
  // The dialog posts to the page's action (enquiryAction) through a fetcher: the page stays.
  const { formComponent, posted, sent, reset } = useFetcherForm(ENQUIRY_FORM);
  return (
    <EnquiryDialog
      key={key}
      {...formProps}
      formComponent={formComponent}
      posted={posted}
      sent={sent}
      // Each opening starts a new enquiry, not the answer to the last one.
      onOpenChange={(open) => open && reset()}
      fallbackHref={enquiryPageHref(props.detailHref)}
    />
  );
}

/** The enquiry form in the product page, on `?enquiry=1` (the fallback link) or after a post. */
export function ProductEnquirySection(props: ProductEnquiryProps) {
  const intl = useIntl();
  const { key, ...formProps } = useEnquiryFormProps(props);
  return <EnquiryInPage key={key} title={intl.formatMessage(messages.title)} {...formProps} />;
}
