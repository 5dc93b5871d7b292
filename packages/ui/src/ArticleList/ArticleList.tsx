import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState';
import { ItemList } from '../internal/ItemList';
import type { LinkComponent } from '../internal/linkComponent';
import { Skeleton } from '../Skeleton';
import { ArticleCard, type ArticleCardArticle, type ArticleCardLayout } from './ArticleCard';
import { articleListMessages } from './ArticleList.messages';
import classes from './ArticleList.module.css';

export interface ArticleListProps extends HTMLAttributes<HTMLElement> {
  /** The root element (the list, or the block shown instead of it). */
  ref?: Ref<HTMLElement>;
  /** Articles in display order (newest first as the API returns them). */
  articles: readonly ArticleCardArticle[];
  /** Article page URL. */
  getArticleHref: (article: ArticleCardArticle) => string;
  /** Tiles in a responsive grid ('card', e.g. the home page) or a list of rows ('row', the news page). @default 'row' */
  layout?: ArticleCardLayout;
  /** Shows placeholders while loading. @default false */
  loading?: boolean;
  /** Number of placeholders while loading. @default 3 */
  loadingCount?: number;
  /** Replaces the default empty state. */
  emptyState?: ReactNode;
  /** Component for the links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of article titles. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the list. @default the localized 'Articles' */
  label?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * News and activities as a grid of cards or a list of rows.
 *
 * **Accessibility:** A list (`ul`) named by `label` (default: the catalog's 'Articles'); each article's title is
 * a heading at `headingLevel` and a link to `getArticleHref(article)`; the cover placeholder is hidden from
 * assistive technology. While `loading`, `aria-busy` and skeleton items.
 *
 * **Data attributes:**
 * - root: `data-layout`: row, card
 * - card: `data-layout`, `data-category` (the article's category), `data-has-cover`: true, false
 * - skeleton item: `data-state`: loading
 */
export function ArticleList({
  articles,
  getArticleHref,
  layout = 'row',
  loading = false,
  loadingCount = 3,
  emptyState,
  linkComponent,
  headingLevel = 3,
  label,
  className,
  ref,
  ...rest
}: ArticleListProps) {
  const intl = useIntl();
  return (
    <ItemList
      {...rest}
      ref={ref}
      as="ul"
      listClassName={classes.ArticleList}
      className={className}
      data-layout={layout}
      label={label ?? intl.formatMessage(articleListMessages.listLabel)}
      items={articles}
      loading={loading}
      placeholderCount={loadingCount}
      placeholderClassName={classes.Item}
      placeholder={
        <>
          <Skeleton variant="rect" height="6rem" />
          <Skeleton lines={3} />
        </>
      }
      emptyState={
        emptyState ?? (
          <EmptyState
            icon="info"
            size="sm"
            headingLevel={headingLevel}
            title={intl.formatMessage(articleListMessages.emptyTitle)}
            description={intl.formatMessage(articleListMessages.emptyDescription)}
          />
        )
      }
      renderItem={(article) => (
        <li key={article.id} className={classes.Item}>
          <ArticleCard
            article={article}
            href={getArticleHref(article)}
            layout={layout}
            headingLevel={headingLevel}
            {...(linkComponent ? { linkComponent } : {})}
          />
        </li>
      )}
    />
  );
}
