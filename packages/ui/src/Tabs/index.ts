export type { TabsActivation, TabsListProps, TabsPanelProps, TabsProps, TabsTabProps } from './Tabs';
export { Tabs, TabsList, TabsPanel, TabsTab } from './Tabs';
