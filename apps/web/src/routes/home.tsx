import { type CategoryNode, unwrap } from '@storefront/api-client';
import {
  ArticleList,
  BannerCarousel,
  CitationList,
  DistributorList,
  EmptyState,
  ErrorState,
  Link,
  ProductCard,
  ProductGrid,
  Section,
  VisuallyHidden,
} from '@storefront/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
} from 'react-router-dom';
import { DeferredPart, deferredModule } from '../app/deferredPart';
import { loaderApi } from '../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../app/meta';
import { indexAction, usePostedForm } from '../app/postedForm';
import { pagePriceMode } from '../app/price';
import { RouterLink } from '../app/RouterLink';
import { articleHref, newsHref, productDetailHref, productListHref } from '../app/urls';
import { localeFromPath, localizePath } from '../i18n/locale';
import { productCardData } from './catalogue/productCardData';
import classes from './home.module.css';
import { articleCardData } from './news/articleCardData';

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
  products: { id: 'web.home.products', defaultMessage: 'Products' },
  productsEmpty: { id: 'web.home.productsEmpty', defaultMessage: 'No products in this category yet' },
  productsFailed: { id: 'web.home.productsFailed', defaultMessage: 'These products could not be loaded' },
  newsFailed: { id: 'web.home.newsFailed', defaultMessage: 'The news could not be loaded' },
  literatureFailed: {
    id: 'web.home.literatureFailed',
    defaultMessage: 'The literature highlights could not be loaded',
  },
  distributorsFailed: {
    id: 'web.home.distributorsFailed',
    defaultMessage: 'The distributors could not be loaded',
  },
  subscription: { id: 'web.home.subscription', defaultMessage: 'Stay informed' },
  subscriptionDescription: {
    id: 'web.home.subscriptionDescription',
    defaultMessage: 'New products, application notes and events by e-mail. Unsubscribe at any time.',
  },
});

/** How many items each home section shows. */
const popularCount = 8;
const newsCount = 4;
const literatureCount = 5;
/**
 * The home page shows the first distributors in the editors' order and links to the full list
 * (/contact?type=authorized): all of them, grouped by region and country, fill several screens.
 */
const distributorCount = 4;

/**
 * One home section's data, or null when its call failed. SPEC §8: the msg of a failed catalogue call
 * is only logged; the page renders and the section shows its error state.
 */
function sectionData<T>(what: string, call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    console.error(`[web] home: ${what} failed:`, error);
    return null;
  });
}

function findCategory(tree: readonly CategoryNode[], id: number): CategoryNode | undefined {
  return tree.find((node) => node.id === id);
}

export async function loader(args: LoaderFunctionArgs) {
  const { api, locale, services } = loaderApi(args);
  const [banners, sections, popular, news, literature, distributors, priceMode, categoryTree] =
    await Promise.all([
      sectionData('banners', unwrap(api.GET('/banner/show'))),
      Promise.all(
        featuredCategoryIds.map((pid) =>
          sectionData(
            `products of category ${pid}`,
            unwrap(api.GET('/tree_structure', { params: { query: { pid } } })),
          ).then((section) => ({ pid, section })),
        ),
      ),
      sectionData(
        'popular products',
        unwrap(api.GET('/popular_product', { params: { query: { size: popularCount } } })),
      ),
      sectionData('news', unwrap(api.GET('/article', { params: { query: { page: 1, size: newsCount } } }))),
      sectionData(
        'literature',
        unwrap(api.GET('/reference', { params: { query: { page: 1, size: literatureCount } } })),
      ),
      sectionData('distributors', unwrap(api.GET('/distributor'))),
      // Without the China flag the prices fall back to Inquiry rather than failing the page.
      pagePriceMode(locale, services).catch((error: unknown) => {
        console.error('[web] home: isChina failed:', error);
        return 'inquiry' as const;
      }),
      // The shell asked for the tree already (memoized): it names a category whose section failed.
      services.categoryTree(locale).catch(() => [] as CategoryNode[]),
    ]);
  return {
    banners: banners ?? [],
    sections: sections.map(({ pid, section }) => ({
      pid,
      title: section?.category.name ?? findCategory(categoryTree, pid)?.name ?? null,
      products: section?.products.map(productCardData) ?? null,
    })),
    popular: popular?.map(productCardData) ?? null,
    news: news?.list.map(articleCardData) ?? null,
    literature: literature?.list ?? null,
    distributors: distributors?.slice(0, distributorCount) ?? null,
    priceMode,
  };
}

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** The mail subscription at the page's end: its form and its action come with their first use. */
const subscriptionModule = () => import('./homeSubscription');
const subscriptionForm = deferredModule(() =>
  subscriptionModule().then((module) => module.HomeSubscriptionForm),
);

/** The mail subscription posted (with JavaScript or without): the form's rules and its POST /mail/subscription. */
export async function action(args: ActionFunctionArgs) {
  const { postSubscription } = await subscriptionModule();
  return postSubscription(args);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type HomeProduct = NonNullable<LoaderData['popular']>[number];

export function Component() {
  const { banners, sections, popular, news, literature, distributors, priceMode } =
    useLoaderData<typeof loader>();
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const subscription = usePostedForm('subscription');
  const viewAll = (href: string) => (
    <Link as={RouterLink} href={href}>
      {intl.formatMessage(messages.viewAll)}
    </Link>
  );
  const productGrid = (products: readonly HomeProduct[] | null) =>
    products === null ? (
      <ErrorState title={intl.formatMessage(messages.productsFailed)} headingLevel={3} />
    ) : products.length === 0 ? (
      <EmptyState
        icon="flask"
        title={intl.formatMessage(messages.productsEmpty)}
        headingLevel={3}
        size="sm"
      />
    ) : (
      <ProductGrid>
        {products.map((product) => (
          <ProductCard
            key={product.catalogNumber}
            product={product}
            priceMode={priceMode}
            href={productDetailHref(locale, product.catalogNumber)}
            linkComponent={RouterLink}
            headingLevel={3}
          />
        ))}
      </ProductGrid>
    );
  const failedOr = (failed: boolean, failedTitle: string, content: () => ReactNode) =>
    failed ? <ErrorState title={failedTitle} headingLevel={3} /> : content();

  return (
    <div className={classes.Home}>
      <VisuallyHidden as="h1">{intl.formatMessage(messages.title)}</VisuallyHidden>
      {/* The carousel is a highlight, not content: without banners the page starts with the products. */}
      {banners.length > 0 ? (
        <BannerCarousel
          banners={banners.map((banner) => ({ ...banner, link: localizePath(locale, banner.link) }))}
          label={intl.formatMessage(messages.banners)}
          linkComponent={RouterLink}
        />
      ) : null}
      {sections.map(({ pid, title, products }) => (
        <Section
          key={pid}
          title={title ?? intl.formatMessage(messages.products)}
          headingLevel={2}
          action={viewAll(productListHref(locale, 'all', { id: pid }))}
        >
          {productGrid(products)}
        </Section>
      ))}
      <Section
        title={intl.formatMessage(messages.popular)}
        headingLevel={2}
        action={viewAll(productListHref(locale, 'hot'))}
      >
        {productGrid(popular)}
      </Section>
      <Section title={intl.formatMessage(messages.news)} headingLevel={2} action={viewAll(newsHref(locale))}>
        {failedOr(news === null, intl.formatMessage(messages.newsFailed), () => (
          <ArticleList
            articles={news ?? []}
            getArticleHref={(article) => articleHref(locale, article.id)}
            layout="card"
            linkComponent={RouterLink}
            headingLevel={3}
            label={intl.formatMessage(messages.news)}
          />
        ))}
      </Section>
      <Section
        title={intl.formatMessage(messages.literature)}
        headingLevel={2}
        action={viewAll(localizePath(locale, '/literature'))}
      >
        {failedOr(literature === null, intl.formatMessage(messages.literatureFailed), () => (
          <CitationList
            references={literature ?? []}
            getProductHref={(reference) => productDetailHref(locale, reference.catalogNumber)}
            linkComponent={RouterLink}
            headingLevel={3}
            label={intl.formatMessage(messages.literature)}
          />
        ))}
      </Section>
      <Section
        title={intl.formatMessage(messages.distributors)}
        headingLevel={2}
        action={viewAll(localizePath(locale, '/contact?type=authorized'))}
      >
        {failedOr(distributors === null, intl.formatMessage(messages.distributorsFailed), () => (
          <DistributorList
            className={classes.Distributors}
            distributors={distributors ?? []}
            headingLevel={3}
          />
        ))}
      </Section>
      <Section
        title={intl.formatMessage(messages.subscription)}
        description={intl.formatMessage(messages.subscriptionDescription)}
        headingLevel={2}
      >
        <DeferredPart
          module={subscriptionForm}
          props={{
            className: classes.Subscription,
            siteLocale: locale,
            // The home page is its site's index route: a post names it (`?index`), or the layout would get it.
            // With JavaScript too the post goes to the page's action, which answers as it does without.
            action: indexAction(locale),
            posted: subscription.posted,
            sent: subscription.sent,
          }}
        />
      </Section>
    </div>
  );
}
