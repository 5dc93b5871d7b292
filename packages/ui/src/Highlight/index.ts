export type { HighlightProps } from './Highlight';
export { Highlight } from './Highlight';
export type { HighlightSegment, TextRange } from './highlightSegments';
export { highlightSegments } from './highlightSegments';
