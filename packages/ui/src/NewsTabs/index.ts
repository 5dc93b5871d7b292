export type { NewsCategory, NewsTabsProps } from './NewsTabs';
export { NewsTabs, newsCategories } from './NewsTabs';
