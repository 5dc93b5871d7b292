import { unwrap } from '@storefront/api-client';
import { Breadcrumbs, EmptyState, ProductList, SubCategoryNav } from '@storefront/ui';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { pagePriceMode } from '../../app/price';
import { RouterLink } from '../../app/RouterLink';
import {
  type CatalogueVariant,
  catalogueOverviewHref,
  parseProductListQuery,
  productDetailHref,
  productListHref,
  productPageSize,
} from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './catalogue.module.css';
import { categoryCrumb, categoryPath } from './categoryPath';
import { productCardData } from './productCardData';

const messages = defineMessages<
  Record<
    | 'home'
    | 'products'
    | 'newProducts'
    | 'hotProducts'
    | 'allProducts'
    | 'categories'
    | 'empty'
    | 'emptyHint',
    NoMessageValues
  > & { listDescription: { category: string } }
>({
  home: { id: 'web.catalogue.home', defaultMessage: 'Home' },
  products: { id: 'web.catalogue.products', defaultMessage: 'Products' },
  newProducts: { id: 'web.catalogue.newProducts', defaultMessage: 'New products' },
  hotProducts: { id: 'web.catalogue.hotProducts', defaultMessage: 'Hot products' },
  allProducts: { id: 'web.catalogue.allProducts', defaultMessage: 'All products' },
  listDescription: {
    id: 'web.catalogue.listDescription',
    defaultMessage: '{category}: recombinant proteins with specifications, sizes and citations.',
  },
  categories: { id: 'web.catalogue.categories', defaultMessage: 'Categories' },
  empty: { id: 'web.catalogue.empty', defaultMessage: 'No products in this category yet' },
  emptyHint: {
    id: 'web.catalogue.emptyHint',
    defaultMessage: 'Try another category, or ask us about a custom protein.',
  },
});

const variantTitles = {
  all: messages.products,
  new: messages.newProducts,
  hot: messages.hotProducts,
} as const;

/** Products of a category, page and sort from the query (`/product-list`, `/new-product-list`, `/hotsproduct`). */
export function loaderFor(variant: CatalogueVariant) {
  return async function loader(args: LoaderFunctionArgs) {
    const { api, locale, services } = loaderApi(args);
    const query = parseProductListQuery(new URL(args.request.url).searchParams);
    const [categoryTree, priceMode] = await Promise.all([
      services.categoryTree(locale),
      pagePriceMode(locale, services),
    ]);
    const nodes = query.id === null ? [] : categoryPath(categoryTree, query.id);
    // An unknown (or hidden) category is a page that does not exist.
    if (nodes === null) throw data(null, { status: 404, statusText: 'Not Found' });
    const current = nodes.at(-1);
    // Sub-categories of the current category; a leaf shows its siblings, the unfiltered list the roots.
    const navParent = current && current.children.length > 0 ? current : nodes.at(-2);
    const page = await unwrap(
      api.GET('/product', {
        params: {
          query: {
            treeId: query.id ?? undefined,
            isNew: variant === 'new' ? true : undefined,
            isHot: variant === 'hot' ? true : undefined,
            page: query.page,
            size: productPageSize,
            sort: query.sort,
          },
        },
      }),
    );
    // A page number past the end has no products of its own.
    if (query.page > 1 && page.list.length === 0) throw data(null, { status: 404, statusText: 'Not Found' });
    return {
      variant,
      query,
      path: nodes.map(categoryCrumb),
      navParent: navParent ? categoryCrumb(navParent) : null,
      navNodes: (navParent ? navParent.children : categoryTree).map(categoryCrumb),
      // The rows show what a card does: the long texts would be some 0.8 KB a product of hydration data.
      page: { ...page, list: page.list.map(productCardData) },
      priceMode,
    };
  };
}

type LoaderData = Awaited<ReturnType<ReturnType<typeof loaderFor>>>;

const meta: MetaFunction<LoaderData> = ({ intl, data }) => {
  const category = data.path.at(-1)?.name ?? intl.formatMessage(variantTitles[data.variant]);
  return {
    title: data.query.id === null ? intl.formatMessage(variantTitles[data.variant]) : category,
    description: intl.formatMessage(messages.listDescription, { category }),
  };
};

export const handle: RouteHandle = { meta };

export function Component() {
  const { variant, query, path, navParent, navNodes, page, priceMode } = useLoaderData() as LoaderData;
  const intl = useIntl();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const navigation = useNavigation();
  // While the next page or sort of this same list loads, the rows show their loading state.
  const pending = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const current = path.at(-1);
  const title = current?.name ?? intl.formatMessage(variantTitles[variant]);
  const listHref = (change: Partial<typeof query>) =>
    productListHref(locale, variant, { ...query, ...change });

  return (
    <div className={classes.Catalogue}>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), href: localizePath(locale, '/') },
          {
            label: intl.formatMessage(variantTitles[variant]),
            href: path.length > 0 || variant !== 'hot' ? catalogueOverviewHref(locale, variant) : undefined,
          },
          ...path.map((node, index) => ({
            label: node.name,
            href: index < path.length - 1 ? listHref({ id: node.id, page: 1 }) : undefined,
          })),
        ]}
        linkComponent={RouterLink}
      />
      <h1 className={classes.Title}>{title}</h1>
      <div className={classes.Columns}>
        {variant !== 'hot' && navNodes.length > 0 ? (
          <SubCategoryNav
            className={classes.Aside}
            nodes={navNodes}
            parent={navParent ?? undefined}
            value={current?.id}
            getHref={(node) => listHref({ id: node.id, page: 1 })}
            label={intl.formatMessage(messages.categories)}
            linkComponent={RouterLink}
          />
        ) : null}
        <ProductList
          products={page.list}
          total={page.total}
          page={page.page}
          pageSize={page.size}
          priceMode={priceMode}
          sort={query.sort}
          getSortHref={(sort) => listHref({ sort, page: 1 })}
          getPageHref={(pageNumber) => listHref({ page: pageNumber })}
          getProductHref={(product) => productDetailHref(locale, product.catalogNumber, variant)}
          loading={pending}
          emptyState={
            <EmptyState
              title={intl.formatMessage(messages.empty)}
              description={intl.formatMessage(messages.emptyHint)}
            />
          }
          linkComponent={RouterLink}
          headingLevel={2}
        />
      </div>
    </div>
  );
}
