export type { StatusPageProps } from './StatusPage';
export { StatusPage } from './StatusPage';
