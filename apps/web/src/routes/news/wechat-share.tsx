import { isApiError, unwrap } from '@storefront/api-client';
import { Link, QrCode } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { articleHref } from '../../app/urls';
import { localeFromPath } from '../../i18n/locale';
import classes from './news.module.css';
import { contentIdOf } from './newsMessages';
import { shareImageUrl } from './shareImage';

const messages = defineMessages({
  scan: {
    id: 'web.wechatShare.scan',
    defaultMessage: 'Scan with WeChat to read and share this article',
  },
  steps: {
    id: 'web.wechatShare.steps',
    defaultMessage: 'Open WeChat, tap "+" then "Scan", point at the code, then share from the "…" menu.',
  },
  read: { id: 'web.wechatShare.read', defaultMessage: 'Read the article' },
});

/**
 * The share landing of an article: its title, summary and share picture, and the absolute URL of the
 * article itself, which the QR code encodes and the share card links to; 404 for an unknown article.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, locale } = loaderApi(args);
  const url = new URL(args.request.url);
  const id = contentIdOf(url);
  if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
  const { article } = await unwrap(api.GET('/article/{id}', { params: { path: { id } } })).catch(
    (error: unknown) => {
      if (isApiError(error, 'E0005')) throw data(null, { status: 404, statusText: 'Not Found' });
      throw error;
    },
  );
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    image: shareImageUrl(url.href, article.cover),
    articleUrl: new URL(articleHref(locale, article.id), url).href,
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

const labelMessages = defineMessages<{ qrLabel: { title: string } }>({
  qrLabel: {
    id: 'web.wechatShare.qrLabel',
    defaultMessage: 'QR code of the article: {title}',
    description: 'Accessible name of the QR code',
  },
});

/** The share card: WeChat and the Open Graph readers take the title, summary, picture and article URL. */
const meta: MetaFunction<LoaderData> = ({ data }) => ({
  title: data.title,
  description: data.summary,
  share: {
    title: data.title,
    description: data.summary,
    image: data.image,
    url: data.articleUrl,
    type: 'article',
  },
});

/**
 * Not for robots: the page repeats its article for WeChat's scanner; the article itself is the page to index
 * (and in the sitemap).
 */
export const handle: RouteHandle = { meta, noindex: true };

/** /wechat-share?id= (SPEC §2): a QR code of the article's URL for WeChat, with the article's card. */
export function Component() {
  const { id, title, summary, image, articleUrl } = useLoaderData() as LoaderData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className={classes.Share}>
      <img className={classes.ShareImage} src={image} alt="" width={96} height={96} />
      <h1 className={classes.Title}>{title}</h1>
      <p className={classes.Lead}>{summary}</p>
      <QrCode value={articleUrl} label={intl.formatMessage(labelMessages.qrLabel, { title })} size={200} />
      <p className={classes.Scan}>{intl.formatMessage(messages.scan)}</p>
      <p className={classes.Steps}>{intl.formatMessage(messages.steps)}</p>
      <Link as={RouterLink} href={articleHref(locale, id)} variant="standalone">
        {intl.formatMessage(messages.read)}
      </Link>
    </div>
  );
}
