export type { ResourceDownloadDetails, ResourceDownloadFormProps } from './ResourceDownloadForm';
export { ResourceDownloadForm } from './ResourceDownloadForm';
