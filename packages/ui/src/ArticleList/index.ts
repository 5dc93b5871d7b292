export type { ArticleCardArticle, ArticleCardLayout, ArticleCardProps } from './ArticleCard';
export { ArticleCard } from './ArticleCard';
export type { ArticleListProps } from './ArticleList';
export { ArticleList } from './ArticleList';
export { parsePublishDate } from './articleDate';
