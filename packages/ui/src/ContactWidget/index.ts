export type { ContactWidgetProps } from './ContactWidget';
export { ContactWidget } from './ContactWidget';
