import { defineMessages, type NoMessageValues, type PrimitiveType } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const lotTableMessages = defineMessages<{
  caption: NoMessageValues;
  lot: NoMessageValues;
  manufactured: NoMessageValues;
  purity: NoMessageValues;
  secMainPeak: NoMessageValues;
  endotoxin: NoMessageValues;
  ec50: NoMessageValues;
  percent: { value: PrimitiveType };
  endotoxinValue: { value: PrimitiveType };
  ec50Value: { value: PrimitiveType; unit: PrimitiveType };
  notApplicable: NoMessageValues;
  selected: NoMessageValues;
}>({
  caption: { id: 'ui.LotTable.caption', defaultMessage: 'Lot-to-lot consistency' },
  lot: { id: 'ui.LotTable.lot', defaultMessage: 'Lot' },
  manufactured: { id: 'ui.LotTable.manufactured', defaultMessage: 'Manufactured' },
  purity: { id: 'ui.LotTable.purity', defaultMessage: 'Purity (SDS-PAGE)' },
  secMainPeak: { id: 'ui.LotTable.secMainPeak', defaultMessage: 'SEC-HPLC main peak' },
  endotoxin: { id: 'ui.LotTable.endotoxin', defaultMessage: 'Endotoxin' },
  ec50: { id: 'ui.LotTable.potency', defaultMessage: 'EC50' },
  percent: { id: 'ui.LotTable.percent', defaultMessage: '{value}%' },
  endotoxinValue: { id: 'ui.LotTable.endotoxinValue', defaultMessage: '{value} EU/µg' },
  ec50Value: { id: 'ui.LotTable.potencyValue', defaultMessage: '{value} {unit}' },
  notApplicable: {
    id: 'ui.LotTable.notApplicable',
    defaultMessage: 'n/a',
    description: 'A QC test that does not apply to this product',
  },
  selected: {
    id: 'ui.LotTable.selected',
    defaultMessage: '(shown below)',
    description: 'After the lot whose figures the page shows',
  },
});
