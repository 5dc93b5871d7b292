import type { Article } from '@storefront/api-client';
import type { ArticleCardArticle } from '@storefront/ui';

/**
 * An article as its card shows it. The loaders hand the lists only these fields: an article carries its
 * whole HTML text, which a card does not show but which would otherwise be serialized into the page's
 * hydration data (the home page's four news items: some 2 KB).
 */
export function articleCardData({
  id,
  title,
  summary,
  category,
  publishDate,
  cover,
}: Article): ArticleCardArticle {
  return { id, title, summary, category, publishDate, cover };
}
