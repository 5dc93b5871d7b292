export type { CoaRequest, CoaRequestFormProps, CoaRequestResult } from './CoaRequestForm';
export { CoaRequestForm } from './CoaRequestForm';
