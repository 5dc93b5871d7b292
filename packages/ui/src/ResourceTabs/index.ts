export type { ResourceTab, ResourceTabsProps } from './ResourceTabs';
export { ResourceTabs, resourceTabs } from './ResourceTabs';
