export type {
  DoseResponseFigureProps,
  DoseResponsePoint,
  LogisticCurve,
} from './DoseResponseFigure';
export { DoseResponseFigure } from './DoseResponseFigure';
