import { unwrap } from '@storefront/api-client';
import { CategoryTree, Link, ProductCard, ProductGrid, Section, VisuallyHidden } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { loaderApi } from '../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../app/meta';
import { RouterLink } from '../app/RouterLink';
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
  categories: { id: 'web.home.categories', defaultMessage: 'Product categories' },
  viewAll: { id: 'web.home.viewAll', defaultMessage: 'View all' },
});

export async function loader(args: LoaderFunctionArgs) {
  const { api, locale, services } = loaderApi(args);
  const [categoryTree, sections, isChina] = await Promise.all([
    unwrap(api.GET('/tree_structure/child', { params: { query: { status: 0 } } })),
    Promise.all(
      featuredCategoryIds.map((pid) => unwrap(api.GET('/tree_structure', { params: { query: { pid } } }))),
    ),
    // The English site always shows Inquiry (SPEC §1); only the Chinese site asks where the visitor is.
    locale === 'en' ? Promise.resolve(false) : services.isChina(),
  ]);
  return { categoryTree, sections, priceMode: isChina ? ('cny' as const) : ('inquiry' as const) };
}

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

export function Component() {
  const { categoryTree, sections, priceMode } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const productListHref = (categoryId: number) => localizePath(locale, `/product-list?id=${categoryId}`);

  return (
    <div className={classes.Home}>
      <VisuallyHidden as="h1">{intl.formatMessage(messages.title)}</VisuallyHidden>
      <Section title={intl.formatMessage(messages.categories)} headingLevel={2}>
        <CategoryTree
          nodes={categoryTree}
          getHref={(node) => productListHref(node.id)}
          linkComponent={RouterLink}
        />
      </Section>
      <div>
        {sections.map(({ category, products }) => (
          <Section
            key={category.id}
            title={category.name}
            action={
              <Link as={RouterLink} href={productListHref(category.id)}>
                {intl.formatMessage(messages.viewAll)}
              </Link>
            }
          >
            <ProductGrid>
              {products.map((product) => (
                <ProductCard
                  key={product.catalogNumber}
                  product={product}
                  priceMode={priceMode}
                  href={localizePath(
                    locale,
                    `/product-detail?catalogNumber=${encodeURIComponent(product.catalogNumber)}`,
                  )}
                  linkComponent={RouterLink}
                />
              ))}
            </ProductGrid>
          </Section>
        ))}
      </div>
    </div>
  );
}
