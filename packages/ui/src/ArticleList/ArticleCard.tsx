import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import { articleListMessages } from './ArticleList.messages';
import classes from './ArticleList.module.css';
import { parsePublishDate } from './articleDate';

/** An article as a card needs it; the API's Article fits as is. */
export interface ArticleCardArticle {
  id: number;
  title: string;
  summary: string;
  category: 'news' | 'activity';
  /** YYYY-MM-DD */
  publishDate: string;
  cover: string | null;
}

export type ArticleCardLayout = 'card' | 'row';

export interface ArticleCardProps {
  /** The article. */
  article: ArticleCardArticle;
  /** Article page URL; the whole card is clickable through its title link. */
  href: string;
  /** A tile with the cover on top ('card') or a list row with the cover beside ('row'). @default 'card' */
  layout?: ArticleCardLayout;
  /** Component for the title link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root `<article>`. */
  className?: string;
}

/** A news or activity teaser: category, date, title, summary and optional cover. */
export function ArticleCard({
  article,
  href,
  layout = 'card',
  linkComponent: LinkElement = 'a',
  headingLevel = 3,
  className,
}: ArticleCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const date = parsePublishDate(article.publishDate);
  return (
    <article
      className={clsx(classes.ArticleCard, className)}
      data-layout={layout}
      data-category={article.category}
      data-has-cover={article.cover ? 'true' : 'false'}
    >
      {article.cover ? <img className={classes.Cover} src={article.cover} alt="" loading="lazy" /> : null}
      <div className={classes.Body}>
        <p className={classes.Meta}>
          <span className={classes.Category} data-category={article.category}>
            {intl.formatMessage(
              article.category === 'news'
                ? articleListMessages.categoryNews
                : articleListMessages.categoryActivity,
            )}
          </span>
          <time dateTime={article.publishDate} className={classes.Date}>
            {date
              ? intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
              : article.publishDate}
          </time>
        </p>
        <Heading className={classes.Title}>
          <LinkElement href={href} className={classes.Link}>
            {article.title}
          </LinkElement>
        </Heading>
        {article.summary ? <p className={classes.Summary}>{article.summary}</p> : null}
      </div>
    </article>
  );
}
