import { defineMessages, type NoMessageValues, type PrimitiveType } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const doseResponseFigureMessages = defineMessages<{
  title: { assay: PrimitiveType; lot: PrimitiveType };
  elisa: NoMessageValues;
  cell: NoMessageValues;
  description: {
    ec50: PrimitiveType;
    unit: PrimitiveType;
    bottom: PrimitiveType;
    top: PrimitiveType;
    hill: PrimitiveType;
    rSquared: PrimitiveType;
    points: PrimitiveType;
  };
  noFit: { points: PrimitiveType };
  ec50: { ec50: PrimitiveType; unit: PrimitiveType };
  xAxis: { unit: PrimitiveType };
  yAxis: { unit: PrimitiveType };
}>({
  title: {
    id: 'ui.DoseResponseFigure.title',
    defaultMessage: '{assay} of lot {lot}',
    description: 'Title of the bioactivity figure',
  },
  elisa: { id: 'ui.DoseResponseFigure.elisa', defaultMessage: 'Binding ELISA' },
  cell: { id: 'ui.DoseResponseFigure.cell', defaultMessage: 'Cell-based assay' },
  description: {
    id: 'ui.DoseResponseFigure.description',
    defaultMessage:
      'Four-parameter logistic fit: EC50 {ec50} {unit}, bottom {bottom}, top {top}, Hill slope {hill}, R² {rSquared}. Points (concentration, response): {points}.',
    description: 'Text alternative of the dose-response figure with its numbers',
  },
  noFit: {
    id: 'ui.DoseResponseFigure.noFit',
    defaultMessage: 'No curve could be fitted. Points (concentration, response): {points}.',
  },
  ec50: { id: 'ui.DoseResponseFigure.potency', defaultMessage: 'EC50 = {ec50} {unit}' },
  xAxis: { id: 'ui.DoseResponseFigure.xAxis', defaultMessage: 'Concentration ({unit})' },
  yAxis: { id: 'ui.DoseResponseFigure.yAxis', defaultMessage: 'Response ({unit})' },
});
