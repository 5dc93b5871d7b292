import { isApiError, type Service, unwrap } from '@storefront/api-client';
import { Breadcrumbs, EnquiryDialog, Link, ProcessSteps, RichText, Section } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { useAnalytics } from '../../analytics/analyticsContext';
import { EnquiryInPage, enquiryPageHref, useEnquiryDefaults } from '../../app/EnquiryInPage';
import { ENQUIRY_FORM } from '../../app/enquiryAction';
import { useFetcherForm } from '../../app/FetcherForm';
import { loaderApi } from '../../app/loaderServices';
import { brandMessage, type MetaFunction, type RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { scriptSafeJson } from '../../app/scriptSafeJson';
import { productDetailHref, serviceHref, serviceListHref } from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { serviceJsonLd } from './serviceJsonLd';
import { serviceMessages as messages, serviceIdOf } from './serviceMessages';
import classes from './services.module.css';

interface ServiceData {
  service: Service;
  url: string;
  /** The enquiry form's industry choices (value = the label sent). */
  industries: { value: string; label: string }[];
  /** The distributors' countries, the enquiry form's areas between the mainland and "other". */
  areaCountries: string[];
}

/** `/service?menuId=` (SPEC §2): one service (GET /service/{id}); 404 for an id that names none. */
export async function loader(args: LoaderFunctionArgs): Promise<ServiceData> {
  const { api, locale } = loaderApi(args);
  const url = new URL(args.request.url);
  const id = serviceIdOf(url);
  if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
  const [service, industries, distributors] = await Promise.all([
    unwrap(api.GET('/service/{id}', { params: { path: { id } } })).catch((error: unknown) => {
      if (isApiError(error, 'E0005')) throw data(null, { status: 404, statusText: 'Not Found' });
      throw error;
    }),
    // As on the product page: without them the enquiry form still opens, with its other choices.
    unwrap(api.GET('/dict', { params: { query: { type: 'industry' } } })).catch(() => []),
    unwrap(api.GET('/distributor')).catch(() => []),
  ]);
  return {
    service,
    url: url.href,
    industries: industries.map((entry) => ({ value: entry.label, label: entry.label })),
    areaCountries: [...new Set(distributors.map((distributor) => distributor.country))].sort((a, b) =>
      a.localeCompare(b, locale === 'cn' ? 'zh-CN' : 'en'),
    ),
  };
}

const meta: MetaFunction<ServiceData> = ({ data }) => ({
  title: data.service.title,
  description: data.service.summary,
});

export const handle: RouteHandle = { meta };

/** The enquiry the dialog posts (through a fetcher): the service is named in its category field. */
export { enquiryAction as action } from '../../app/enquiryAction';

/**
 * `/service?menuId=`: what the service is, its workflow, deliverables, timeline and sample requirements,
 * the products it relates to, and the product page's enquiry form with the service named in it.
 */
export function Component() {
  const { service, url, industries, areaCountries } = useLoaderData() as ServiceData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const enquiryDefaults = useEnquiryDefaults();
  const analytics = useAnalytics();
  const enquiry = useFetcherForm(ENQUIRY_FORM);
  const origin = new URL(url).origin;
  const jsonLd = serviceJsonLd(service, {
    url,
    provider: {
      name: intl.formatMessage(brandMessage),
      url: new URL(localizePath(locale, '/'), origin).href,
    },
    productUrl: (catalogNumber) => new URL(productDetailHref(locale, catalogNumber), origin).href,
  });
  const areas = [
    intl.formatMessage(messages.areaMainland),
    ...areaCountries,
    intl.formatMessage(messages.areaOther),
  ].map((area) => ({ value: area, label: area }));
  // The prefill arrives after the user's details and the form reads it on mount, hence the key.
  const enquiryKey = enquiryDefaults ? 'user' : 'visitor';
  const enquiryProps = {
    defaultValues: enquiryDefaults,
    siteLocale: locale,
    // The service asked about, in the form's category field under its own label: stored with the
    // enquiry (otherTreeName), as a product page's category is.
    otherTreeName: service.title,
    otherTreeNameLabel: intl.formatMessage(messages.enquirySubject),
    industries,
    areas,
    onSent: () => analytics.track({ operateType: 'message', operateTypeId: `service:${service.id}` }),
  };
  const itemList = (items: readonly string[], label: string) => (
    <ul className={classes.List} aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  return (
    <article className={classes.Page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
      />
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), href: localizePath(locale, '/') },
          { label: intl.formatMessage(messages.title), href: serviceListHref(locale) },
          { label: service.title },
        ]}
        linkComponent={RouterLink}
      />
      <header className={classes.Header}>
        <h1 className={classes.Title}>{service.title}</h1>
        <p className={classes.Lead}>{service.summary}</p>
        <dl className={classes.CardFacts}>
          <dt>{intl.formatMessage(messages.timeline)}</dt>
          <dd>{service.timeline}</dd>
        </dl>
        <div>
          <EnquiryDialog
            key={enquiryKey}
            triggerLabel={intl.formatMessage(messages.enquiryButton)}
            title={intl.formatMessage(messages.enquiry)}
            {...enquiryProps}
            // The dialog posts to the page's action (enquiryAction) through a fetcher: the page stays.
            formComponent={enquiry.formComponent}
            posted={enquiry.posted}
            sent={enquiry.sent}
            // Each opening starts a new enquiry, not the answer to the last one.
            onOpenChange={(open) => open && enquiry.reset()}
            // Without JavaScript the trigger is a link to this page holding the form.
            fallbackHref={enquiryPageHref(serviceHref(locale, service.id))}
          />
        </div>
      </header>
      <EnquiryInPage key={enquiryKey} title={intl.formatMessage(messages.enquiry)} {...enquiryProps} />
      <Section title={intl.formatMessage(messages.overview)}>
        <RichText html={service.overview} />
      </Section>
      <Section title={intl.formatMessage(messages.workflow)}>
        <ProcessSteps steps={service.workflow} label={intl.formatMessage(messages.workflow)} />
      </Section>
      <div className={classes.Columns}>
        <Section title={intl.formatMessage(messages.deliverables)}>
          {itemList(service.deliverables, intl.formatMessage(messages.deliverables))}
        </Section>
        <Section title={intl.formatMessage(messages.sampleRequirements)}>
          {itemList(service.sampleRequirements, intl.formatMessage(messages.sampleRequirements))}
        </Section>
      </div>
      {service.products.length > 0 ? (
        <Section title={intl.formatMessage(messages.products)}>
          <ul className={classes.Products}>
            {service.products.map((product) => (
              <li key={product.catalogNumber}>
                <Link as={RouterLink} href={productDetailHref(locale, product.catalogNumber)}>
                  {product.name}
                </Link>{' '}
                <span className={classes.CatalogNumber}>{product.catalogNumber}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <p>
        <Link as={RouterLink} href={serviceListHref(locale)}>
          {intl.formatMessage(messages.allServices)}
        </Link>
      </p>
    </article>
  );
}
