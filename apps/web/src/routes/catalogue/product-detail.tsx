import { isApiError, unwrap } from '@storefront/api-client';
import {
  Breadcrumbs,
  CitationList,
  EmptyState,
  ErrorState,
  ProductCard,
  ProductGrid,
  ProductSummary,
  ProductTabs,
  SizePriceTable,
  SpecTable,
  Troubleshooting,
} from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { enquiryAction } from '../../app/enquiryAction';
import { loaderApi } from '../../app/loaderServices';
import { brandMessage, type MetaFunction, type RouteHandle } from '../../app/meta';
import { pagePriceMode } from '../../app/price';
import { RouterLink } from '../../app/RouterLink';
import { scriptSafeJson } from '../../app/scriptSafeJson';
import {
  type CatalogueVariant,
  catalogueOverviewHref,
  productDetailHref,
  productListHref,
} from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './catalogue.module.css';
import { categoryCrumb, categoryPath } from './categoryPath';
import { productJsonLd } from './jsonLd';
import { ProductAddToCart } from './ProductAddToCart';
import { lotTableRow, ProductLots } from './ProductLots';
import { productCardData } from './productCardData';
import { ProductEnquiryDialog, ProductEnquirySection } from './productEnquiry';

const messages = defineMessages({
  home: { id: 'web.catalogue.home', defaultMessage: 'Home' },
  products: { id: 'web.catalogue.products', defaultMessage: 'Products' },
  newProducts: { id: 'web.catalogue.newProducts', defaultMessage: 'New products' },
  areaMainland: { id: 'web.productDetail.areaMainland', defaultMessage: 'Mainland China' },
  areaOther: { id: 'web.productDetail.areaOther', defaultMessage: 'Other countries and regions' },
  sizes: { id: 'web.productDetail.sizes', defaultMessage: 'Sizes and prices' },
  relatedEmpty: { id: 'web.productDetail.relatedEmpty', defaultMessage: 'No related products listed' },
  relatedFailed: {
    id: 'web.productDetail.relatedFailed',
    defaultMessage: 'Related products could not be loaded',
  },
  citationsEmpty: {
    id: 'web.productDetail.citationsEmpty',
    defaultMessage: 'No publications cite this product yet',
  },
  citationsFailed: {
    id: 'web.productDetail.citationsFailed',
    defaultMessage: 'Citations could not be loaded',
  },
});

/** How many related products and citations the tabs show. */
const relatedCount = 8;
const citationCount = 20;

/** Logs a failed tab call; the tab then shows its error state instead of failing the page (SPEC §8). */
function tabFallback(what: string) {
  return (error: unknown) => {
    console.error(`[web] ${what} failed:`, error);
    return null;
  };
}

/** A product and its tabs (`/product-detail`, `/new-product-detail`); 404 for an unknown catalogNumber. */
export function loaderFor(variant: CatalogueVariant) {
  return async function loader(args: LoaderFunctionArgs) {
    const { api, locale, services } = loaderApi(args);
    const url = new URL(args.request.url);
    const catalogNumber = url.searchParams.get('catalogNumber')?.trim() ?? '';
    if (!catalogNumber || catalogNumber.length > 50)
      throw data(null, { status: 404, statusText: 'Not Found' });
    const [products, seo, priceMode, categoryTree, related, citations, industries, distributors, lots] =
      await Promise.all([
        unwrap(api.GET('/product', { params: { query: { catalogNumber, size: 1 } } })),
        unwrap(api.GET('/product/{catalogNumber}/seo', { params: { path: { catalogNumber } } })).catch(
          (error: unknown) => {
            if (isApiError(error, 'E0005')) return null;
            throw error;
          },
        ),
        pagePriceMode(locale, services),
        services.categoryTree(locale).catch(() => []),
        unwrap(api.GET('/relaies', { params: { query: { catalogNumber, size: relatedCount } } })).catch(
          tabFallback('related products'),
        ),
        unwrap(api.GET('/reference', { params: { query: { catalogNumber, size: citationCount } } })).catch(
          tabFallback('citations'),
        ),
        // The enquiry form's industry and area choices; without them the dialog still opens with free text.
        unwrap(api.GET('/dict', { params: { query: { type: 'industry' } } })).catch(() => []),
        unwrap(api.GET('/distributor')).catch(() => []),
        unwrap(api.GET('/product/{catalogNumber}/lots', { params: { path: { catalogNumber } } })).catch(
          tabFallback('lots'),
        ),
      ]);
    const product = products.list.find((candidate) => candidate.catalogNumber === catalogNumber);
    // The new-products site only lists new products.
    if (!product || (variant === 'new' && !product.isNew)) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    // The chosen lot's figures (`lot`, a plain link from the lot table), else the newest lot's.
    const lotNumber = url.searchParams.get('lot');
    const selectedLot = lots?.find((lot) => lot.lotNumber === lotNumber) ?? lots?.at(-1) ?? null;
    return {
      variant,
      product,
      lots: lots?.map(lotTableRow) ?? null,
      selectedLot,
      seo,
      priceMode,
      path: (categoryPath(categoryTree, product.categoryId) ?? []).map(categoryCrumb),
      related: related?.map(productCardData) ?? null,
      citations,
      url: url.href,
      industries: industries.map((entry) => ({ value: entry.label, label: entry.label })),
      areaCountries: [...new Set(distributors.map((distributor) => distributor.country))].sort((a, b) =>
        a.localeCompare(b, locale === 'cn' ? 'zh-CN' : 'en'),
      ),
    };
  };
}

type LoaderData = Awaited<ReturnType<ReturnType<typeof loaderFor>>>;

const meta: MetaFunction<LoaderData> = ({ data }) => ({
  title: data.seo?.title || `${data.product.name} (${data.product.catalogNumber})`,
  description: data.seo?.description || data.product.description,
});

export const handle: RouteHandle = { meta };

/** The product page's posts: its enquiry sent without JavaScript. */
export const action = enquiryAction;

export function Component() {
  const {
    variant,
    product,
    lots,
    selectedLot,
    priceMode,
    path,
    related,
    citations,
    url,
    industries,
    areaCountries,
  } = useLoaderData() as LoaderData;
  const intl = useIntl();
  // The countries of the distributors, after the mainland (whose visitors have no distributor to pick)
  // and before a choice for everyone else; the value sent is the label shown.
  const areas = [
    intl.formatMessage(messages.areaMainland),
    ...areaCountries,
    intl.formatMessage(messages.areaOther),
  ].map((area) => ({ value: area, label: area }));
  const locale = localeFromPath(useLocation().pathname);
  const jsonLd = productJsonLd(product, {
    url,
    brand: intl.formatMessage(brandMessage),
    priceMode,
    lot: selectedLot,
  });
  const detailHref = productDetailHref(locale, product.catalogNumber, variant);
  // The canonical page without the lot: the citation records quote the product's address.
  const canonicalUrl = new URL(detailHref, url).href;

  return (
    <div className={classes.Detail}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
      />
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), href: localizePath(locale, '/') },
          {
            label: intl.formatMessage(variant === 'new' ? messages.newProducts : messages.products),
            href: catalogueOverviewHref(locale, variant === 'new' ? 'new' : 'all'),
          },
          ...path.map((node) => ({
            label: node.name,
            href: productListHref(locale, variant === 'new' ? 'new' : 'all', { id: node.id }),
          })),
          { label: product.catalogNumber },
        ]}
        linkComponent={RouterLink}
      />
      <ProductSummary
        product={product}
        actions={
          <>
            <ProductAddToCart
              locale={locale}
              catalogNumber={product.catalogNumber}
              productName={product.name}
              sizes={product.sizes.map((size) => size.size)}
            />
            <ProductEnquiryDialog
              product={product}
              industries={industries}
              areas={areas}
              detailHref={detailHref}
            />
          </>
        }
      >
        <SizePriceTable
          sizes={product.sizes}
          priceMode={priceMode}
          caption={intl.formatMessage(messages.sizes)}
        />
      </ProductSummary>
      <ProductEnquirySection
        product={product}
        industries={industries}
        areas={areas}
        detailHref={detailHref}
      />
      <ProductLots
        product={product}
        lots={lots}
        selected={selectedLot}
        lotHref={(lot) => `${detailHref}&lot=${encodeURIComponent(lot)}#lot-figures`}
        url={canonicalUrl}
        lang={locale === 'en' ? 'en' : 'zh'}
      />
      <ProductTabs
        information={<SpecTable product={product} />}
        related={
          related === null ? (
            <ErrorState description={intl.formatMessage(messages.relatedFailed)} headingLevel={3} />
          ) : related.length === 0 ? (
            <EmptyState title={intl.formatMessage(messages.relatedEmpty)} headingLevel={3} />
          ) : (
            <ProductGrid>
              {related.map((relatedProduct) => (
                <ProductCard
                  key={relatedProduct.catalogNumber}
                  product={relatedProduct}
                  priceMode={priceMode}
                  href={productDetailHref(locale, relatedProduct.catalogNumber, variant)}
                  linkComponent={RouterLink}
                  headingLevel={3}
                />
              ))}
            </ProductGrid>
          )
        }
        citations={
          citations === null ? (
            <ErrorState description={intl.formatMessage(messages.citationsFailed)} headingLevel={3} />
          ) : citations.list.length === 0 ? (
            <EmptyState title={intl.formatMessage(messages.citationsEmpty)} headingLevel={3} />
          ) : (
            <CitationList
              references={citations.list}
              showProduct={false}
              linkComponent={RouterLink}
              headingLevel={3}
            />
          )
        }
        troubleshooting={<Troubleshooting headingLevel={3} />}
      />
    </div>
  );
}
