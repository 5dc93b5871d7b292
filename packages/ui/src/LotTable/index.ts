export type { LotTableProps, LotTableRow } from './LotTable';
export { LotTable } from './LotTable';
