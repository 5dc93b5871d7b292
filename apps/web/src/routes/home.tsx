import { unwrap } from '@storefront/api-client';
import { BannerCarousel, Link, ProductCard, ProductGrid, Section, VisuallyHidden } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { pagePriceMode } from '../app/catalogue';
import { loaderApi } from '../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../app/meta';
import { RouterLink } from '../app/RouterLink';
import { productDetailHref, productListHref } from '../app/urls';
import { localeFromPath, localizePath } from '../i18n/locale';
import classes from './home.module.css';

/** The top-level categories the home page shows products of (SPEC §2). */
const featuredCategoryIds = [4, 5, 6] as const;

const messages = defineMessages({
  title: { id: 'web.home.title', defaultMessage: 'Recombinant proteins and reagents' },
  description: {
    id: 'web.home.description',
    defaultMessage:
      'Recombinant proteins, antibodies and detection kits for research and industry: cytokines, growth factors, immune checkpoints, CD antigens, viral antigens and enzymes.',
  },
  viewAll: { id: 'web.home.viewAll', defaultMessage: 'View all' },
  banners: { id: 'web.home.banners', defaultMessage: 'Highlights' },
  popular: { id: 'web.home.popular', defaultMessage: 'Popular products' },
  news: { id: 'web.home.news', defaultMessage: 'News & activities' },
  literature: { id: 'web.home.literature', defaultMessage: 'Literature highlights' },
  distributors: { id: 'web.home.distributors', defaultMessage: 'Authorized distributors' },
});

/** How many items each home section shows. */
const popularCount = 8;
const newsCount = 4;
const literatureCount = 5;

export async function loader(args: LoaderFunctionArgs) {
  const { api, locale, services } = loaderApi(args);
  const [banners, sections, popular, news, literature, distributors, priceMode] = await Promise.all([
    unwrap(api.GET('/banner/show')),
    Promise.all(
      featuredCategoryIds.map((pid) => unwrap(api.GET('/tree_structure', { params: { query: { pid } } }))),
    ),
    unwrap(api.GET('/popular_product', { params: { query: { size: popularCount } } })),
    unwrap(api.GET('/article', { params: { query: { page: 1, size: newsCount } } })),
    unwrap(api.GET('/reference', { params: { query: { page: 1, size: literatureCount } } })),
    unwrap(api.GET('/distributor')),
    pagePriceMode(locale, services),
  ]);
  return {
    banners,
    sections,
    popular,
    news: news.list,
    literature: literature.list,
    distributors,
    priceMode,
  };
}

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

export function Component() {
  const { banners, sections, popular, priceMode } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const productCard = (product: (typeof popular)[number]) => (
    <ProductCard
      key={product.catalogNumber}
      product={product}
      priceMode={priceMode}
      href={productDetailHref(locale, product.catalogNumber)}
      linkComponent={RouterLink}
      headingLevel={3}
    />
  );

  return (
    <div className={classes.Home}>
      <VisuallyHidden as="h1">{intl.formatMessage(messages.title)}</VisuallyHidden>
      {banners.length > 0 ? (
        <BannerCarousel
          banners={banners.map((banner) => ({ ...banner, link: localizePath(locale, banner.link) }))}
          label={intl.formatMessage(messages.banners)}
          linkComponent={RouterLink}
        />
      ) : null}
      {sections.map(({ category, products }) => (
        <Section
          key={category.id}
          title={category.name}
          headingLevel={2}
          action={
            <Link as={RouterLink} href={productListHref(locale, 'all', { id: category.id })}>
              {intl.formatMessage(messages.viewAll)}
            </Link>
          }
        >
          <ProductGrid>{products.map(productCard)}</ProductGrid>
        </Section>
      ))}
      {popular.length > 0 ? (
        <Section
          title={intl.formatMessage(messages.popular)}
          headingLevel={2}
          action={
            <Link as={RouterLink} href={productListHref(locale, 'hot')}>
              {intl.formatMessage(messages.viewAll)}
            </Link>
          }
        >
          <ProductGrid>{popular.map(productCard)}</ProductGrid>
        </Section>
      ) : null}
    </div>
  );
}
