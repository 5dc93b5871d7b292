import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import { articleListMessages } from './ArticleList.messages';
import classes from './ArticleList.module.css';
import { parsePublishDate } from './articleDate';

/** An article as a card needs it; the API's Article fits as is, a meeting with its dates and place. */
export interface ArticleCardArticle {
  id: number;
  title: string;
  summary: string;
  category: 'news' | 'activity' | 'meeting';
  /** YYYY-MM-DD; a meeting's first day. */
  publishDate: string;
  /** YYYY-MM-DD: a meeting's last day, shown as a range when it differs from `publishDate`. */
  endDate?: string;
  /** Where a meeting takes place (city, venue). */
  place?: string;
  cover: string | null;
}

const categoryMessages = {
  news: articleListMessages.categoryNews,
  activity: articleListMessages.categoryActivity,
  meeting: articleListMessages.categoryMeeting,
} as const;

const dateFormat = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

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

/**
 * A news, activity or meeting teaser: category, date (a meeting's dates and place), title, summary, and the
 * cover or, without one, a drawn placeholder in the category's colours (nothing to download).
 */
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
  const end =
    article.endDate && article.endDate !== article.publishDate ? parsePublishDate(article.endDate) : null;
  // Two formatted dates rather than formatDateTimeRange, whose separators differ between the server's ICU
  // and the browser's (a hydration mismatch).
  const dateText = date
    ? end
      ? intl.formatMessage(articleListMessages.dateRange, {
          start: intl.formatDate(date, dateFormat),
          end: intl.formatDate(end, dateFormat),
        })
      : intl.formatDate(date, dateFormat)
    : article.publishDate;
  return (
    <article
      className={clsx(classes.ArticleCard, className)}
      data-layout={layout}
      data-category={article.category}
      data-has-cover={article.cover ? 'true' : 'false'}
    >
      {article.cover ? (
        <img className={classes.Cover} src={article.cover} alt="" loading="lazy" />
      ) : (
        <div className={classes.Placeholder} data-category={article.category} aria-hidden="true" />
      )}
      <div className={classes.Body}>
        <p className={classes.Meta}>
          <span className={classes.Category} data-category={article.category}>
            {intl.formatMessage(categoryMessages[article.category])}
          </span>
          <time dateTime={article.publishDate} className={classes.Date}>
            {dateText}
          </time>
          {article.place ? <span className={classes.Place}>{article.place}</span> : null}
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
