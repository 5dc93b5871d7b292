export type { CitationLineProps } from './CitationLine';
export { CitationLine } from './CitationLine';
