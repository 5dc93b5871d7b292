import { type CategoryNode, unwrap } from '@storefront/api-client';
import {
  Breadcrumbs,
  CategoryOverview,
  ErrorState,
  Link,
  ProductCard,
  ProductGrid,
  Section,
} from '@storefront/ui';
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { pagePriceMode } from '../../app/price';
import { RouterLink } from '../../app/RouterLink';
import { type CatalogueVariant, productDetailHref, productListHref } from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './catalogue.module.css';
import { productCardData } from './productCardData';

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

const categoryCountMessage = defineMessage<{ name: string; count: number }>({
  id: 'web.catalogue.categoryNewCount',
  defaultMessage: '{name} ({count, number})',
  description: 'A category of the new-products overview with how many new products it holds',
});

/** How many of the latest new products the new-products overview shows. */
const latestCount = 8;

/** The catalogue by category (`/products`) or the new products by category (`/new-products`). */
export function loaderFor(variant: CatalogueVariant) {
  return async function loader(args: LoaderFunctionArgs) {
    const { api, locale, services } = loaderApi(args);
    const [categoryTree, priceMode, latest] = await Promise.all([
      // The new-products overview lists only the categories holding new products, with their count.
      (variant === 'new'
        ? unwrap(api.GET('/tree_structure/child', { params: { query: { status: 0, isNew: true } } }))
        : services.categoryTree(locale)
      ).catch((error: unknown) => {
        // SPEC §8: a failed catalogue call is logged; the page shows the overview's error state.
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
    return { variant, categoryTree, priceMode, latest: latest?.list.map(productCardData) ?? [] };
  };
}

type LoaderData = Awaited<ReturnType<ReturnType<typeof loaderFor>>>;

/** Category names with the count of matching products, where the tree carries one. */
function withCounts(intl: IntlShape, nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.map((node) => ({
    ...node,
    name:
      node.productCount === undefined
        ? node.name
        : intl.formatMessage(categoryCountMessage, { name: node.name, count: node.productCount }),
    children: withCounts(intl, node.children),
  }));
}

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
          categories={withCounts(intl, categoryTree)}
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
