export type { SearchTab, SearchTabsProps } from './SearchTabs';
export { SearchTabs, searchTabs } from './SearchTabs';
