export type { GelFigureProps } from './GelFigure';
export { DEFAULT_MARKER_KDA, GelFigure } from './GelFigure';
