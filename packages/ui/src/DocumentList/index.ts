export type { DocumentListDocument, DocumentListProps } from './DocumentList';
export { DocumentList } from './DocumentList';
