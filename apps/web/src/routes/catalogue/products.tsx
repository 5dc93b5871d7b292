import { unwrap } from '@storefront/api-client';
import {
  Breadcrumbs,
  CategoryOverview,
  ErrorState,
  Link,
  ProductCard,
  ProductGrid,
  Section,
} from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { pagePriceMode } from '../../app/price';
import { RouterLink } from '../../app/RouterLink';
import { type CatalogueVariant, productDetailHref, productListHref } from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './catalogue.module.css';

const messages = defineMessages({
  home: { id: 'web.catalogue.home', defaultMessage: 'Home' },
  products: { id: 'web.catalogue.products', defaultMessage: 'Products' },
  newProducts: { id: 'web.catalogue.newProducts', defaultMessage: 'New products' },
  overviewDescription: {
    id: 'web.catalogue.overviewDescription',
    defaultMessage:
      'The whole catalogue by category: cytokines, growth factors, immune checkpoints, CD antigens, viral antigens, enzymes and kits.',
  },
  newDescription: {
    id: 'web.catalogue.newDescription',
    defaultMessage: 'Recently released recombinant proteins and reagents, by category.',
  },
  latest: { id: 'web.catalogue.latest', defaultMessage: 'Latest releases' },
  viewAll: { id: 'web.catalogue.viewAll', defaultMessage: 'View all' },
  treeFailed: { id: 'web.catalogue.treeFailed', defaultMessage: 'The catalogue could not be loaded' },
});

/** How many of the latest new products the new-products overview shows. */
const latestCount = 8;

/** The catalogue by category (`/products`) or the new products by category (`/new-products`). */
export function loaderFor(variant: CatalogueVariant) {
  return async function loader(args: LoaderFunctionArgs) {
    const { api, locale, services } = loaderApi(args);
    const [categoryTree, priceMode, latest] = await Promise.all([
      // SPEC §8: a failed catalogue call is logged; the page shows the overview's error state.
      services.categoryTree(locale).catch((error: unknown) => {
        console.error('[web] catalogue: category tree failed:', error);
        return null;
      }),
      pagePriceMode(locale, services),
      variant === 'new'
        ? unwrap(
            api.GET('/product', { params: { query: { isNew: true, sort: 'newest', size: latestCount } } }),
          )
        : Promise.resolve(null),
    ]);
    return { variant, categoryTree, priceMode, latest: latest?.list ?? [] };
  };
}

type LoaderData = Awaited<ReturnType<ReturnType<typeof loaderFor>>>;

const meta: MetaFunction<LoaderData> = ({ intl, data }) => ({
  title: intl.formatMessage(data.variant === 'new' ? messages.newProducts : messages.products),
  description: intl.formatMessage(
    data.variant === 'new' ? messages.newDescription : messages.overviewDescription,
  ),
});

export const handle: RouteHandle = { meta };

export function Component() {
  const { variant, categoryTree, priceMode, latest } = useLoaderData() as LoaderData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const title = intl.formatMessage(variant === 'new' ? messages.newProducts : messages.products);
  return (
    <div className={classes.Catalogue}>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), href: localizePath(locale, '/') },
          { label: title },
        ]}
        linkComponent={RouterLink}
      />
      <h1 className={classes.Title}>{title}</h1>
      {categoryTree === null ? (
        <ErrorState title={intl.formatMessage(messages.treeFailed)} />
      ) : (
        <CategoryOverview
          categories={categoryTree}
          getHref={(node) => productListHref(locale, variant, { id: node.id })}
          linkComponent={RouterLink}
          headingLevel={2}
        />
      )}
      {variant === 'new' && latest.length > 0 ? (
        <Section
          title={intl.formatMessage(messages.latest)}
          headingLevel={2}
          action={
            <Link as={RouterLink} href={productListHref(locale, 'new')}>
              {intl.formatMessage(messages.viewAll)}
            </Link>
          }
        >
          <ProductGrid>
            {latest.map((product) => (
              <ProductCard
                key={product.catalogNumber}
                product={product}
                priceMode={priceMode}
                href={productDetailHref(locale, product.catalogNumber, 'new')}
                linkComponent={RouterLink}
                headingLevel={3}
              />
            ))}
          </ProductGrid>
        </Section>
      ) : null}
    </div>
  );
}
