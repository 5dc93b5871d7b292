import { isApiError, unwrap } from '@storefront/api-client';
import { Breadcrumbs, Link, Section } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import { brandMessage, type MetaFunction, type RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { scriptSafeJson } from '../../app/scriptSafeJson';
import { articleHref, newsHref, productDetailHref, wechatShareHref } from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { newsArticleJsonLd } from './jsonLd';
import classes from './news.module.css';
import { contentIdOf, newsMessages } from './newsMessages';
import { shareImageUrl } from './shareImage';

const messages = defineMessages({
  previous: { id: 'web.article.previous', defaultMessage: 'Previous' },
  next: { id: 'web.article.next', defaultMessage: 'Next' },
  neighbours: { id: 'web.article.neighbours', defaultMessage: 'More in this category' },
  relatedProducts: { id: 'web.article.relatedProducts', defaultMessage: 'Related products' },
  share: { id: 'web.article.share', defaultMessage: 'Share on WeChat' },
  backToList: { id: 'web.article.backToList', defaultMessage: 'Back to the list' },
  categoryNews: { id: 'web.article.categoryNews', defaultMessage: 'Company news' },
  categoryActivity: { id: 'web.article.categoryActivity', defaultMessage: 'Market activities' },
});

const datedMessages = defineMessages<{ published: { date: string } }>({
  published: {
    id: 'web.article.published',
    defaultMessage: 'Published {date}',
    description: 'Line under the title; date = the publish date',
  },
});

const dateFormat = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

/** An article with its neighbours and products (GET /article/{id}); 404 for an id that names none. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = loaderApi(args);
  const url = new URL(args.request.url);
  const id = contentIdOf(url);
  if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
  const detail = await unwrap(api.GET('/article/{id}', { params: { path: { id } } })).catch(
    (error: unknown) => {
      if (isApiError(error, 'E0005')) throw data(null, { status: 404, statusText: 'Not Found' });
      throw error;
    },
  );
  return { ...detail, url: url.href };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

const meta: MetaFunction<LoaderData> = ({ data }) => ({
  title: data.article.title,
  description: data.article.summary,
});

export const handle: RouteHandle = { meta };

/** /article?id= (SPEC §2): the article, its date, its products, the previous and next of its category. */
export function Component() {
  const { article, previous, next, relatedProducts, url } = useLoaderData() as LoaderData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const brand = intl.formatMessage(brandMessage);
  const home = new URL(localizePath(locale, '/'), url).href;
  const jsonLd = newsArticleJsonLd(article, {
    url,
    image: shareImageUrl(url, article.cover),
    publisher: { name: brand, url: home, logo: shareImageUrl(url, null) },
  });
  const tab = article.category === 'news' ? 'news' : 'activity';
  const date = (value: string) => intl.formatDate(new Date(`${value}T00:00:00Z`), dateFormat);

  return (
    <article className={classes.Page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
      />
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(newsMessages.home), href: localizePath(locale, '/') },
          { label: intl.formatMessage(newsMessages.title), href: newsHref(locale) },
          {
            label: intl.formatMessage(tab === 'news' ? messages.categoryNews : messages.categoryActivity),
            href: newsHref(locale, tab),
          },
        ]}
        linkComponent={RouterLink}
      />
      <header className={classes.Header}>
        <h1 className={classes.Title}>{article.title}</h1>
        <p className={classes.Meta}>
          <time dateTime={article.publishDate}>
            {intl.formatMessage(datedMessages.published, { date: date(article.publishDate) })}
          </time>
          <Link as={RouterLink} href={wechatShareHref(locale, article.id)}>
            {intl.formatMessage(messages.share)}
          </Link>
        </p>
      </header>
      {article.cover ? <img className={classes.Cover} src={article.cover} alt="" /> : null}
      <div
        className={classes.RichText}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when stored (sanitize-html allowlist, no script or event attribute)
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
      {relatedProducts.length > 0 ? (
        <Section title={intl.formatMessage(messages.relatedProducts)} headingLevel={2}>
          <ul className={classes.Products}>
            {relatedProducts.map((product) => (
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
      <nav className={classes.Neighbours} aria-label={intl.formatMessage(messages.neighbours)}>
        {previous ? (
          <Link
            as={RouterLink}
            href={articleHref(locale, previous.id)}
            rel="prev"
            className={classes.Previous}
          >
            <span className={classes.NeighbourLabel}>{intl.formatMessage(messages.previous)}</span>
            {previous.title}
          </Link>
        ) : null}
        {next ? (
          <Link as={RouterLink} href={articleHref(locale, next.id)} rel="next" className={classes.Next}>
            <span className={classes.NeighbourLabel}>{intl.formatMessage(messages.next)}</span>
            {next.title}
          </Link>
        ) : null}
        <Link as={RouterLink} href={newsHref(locale, tab)} className={classes.Back}>
          {intl.formatMessage(messages.backToList)}
        </Link>
      </nav>
    </article>
  );
}
