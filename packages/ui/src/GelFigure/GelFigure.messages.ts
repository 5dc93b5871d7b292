import { defineMessages, type NoMessageValues, type PrimitiveType } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const gelFigureMessages = defineMessages<{
  title: { lot: PrimitiveType };
  description: { marker: PrimitiveType; reduced: PrimitiveType; nonReduced: PrimitiveType };
  kda: { value: PrimitiveType };
  marker: NoMessageValues;
  reduced: NoMessageValues;
  nonReduced: NoMessageValues;
  none: NoMessageValues;
}>({
  title: {
    id: 'ui.GelFigure.title',
    defaultMessage: 'SDS-PAGE of lot {lot}',
    description: 'Title of the gel figure',
  },
  description: {
    id: 'ui.GelFigure.description',
    defaultMessage:
      'Marker lane: {marker}. Reducing conditions (R): {reduced}. Non-reducing conditions (NR): {nonReduced}.',
    description: 'Text alternative of the gel: the band sizes of each lane',
  },
  kda: { id: 'ui.GelFigure.kda', defaultMessage: '{value} kDa' },
  marker: { id: 'ui.GelFigure.marker', defaultMessage: 'M', description: 'Lane label of the size marker' },
  reduced: { id: 'ui.GelFigure.reduced', defaultMessage: 'R', description: 'Lane label: reducing' },
  nonReduced: {
    id: 'ui.GelFigure.nonReduced',
    defaultMessage: 'NR',
    description: 'Lane label: non-reducing',
  },
  none: { id: 'ui.GelFigure.none', defaultMessage: 'no band' },
});
