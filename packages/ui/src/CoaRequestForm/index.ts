export type { CoaRequest, CoaRequestFormProps, CoaRequestResult } from './CoaRequestForm';
export { CoaRequestForm, coaRequestOf } from './CoaRequestForm';
