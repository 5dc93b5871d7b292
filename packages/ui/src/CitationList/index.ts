export type { CitationListProps, CitationListReference } from './CitationList';
export { CitationList } from './CitationList';
export { bareDoi, doiUrl } from './doiUrl';
