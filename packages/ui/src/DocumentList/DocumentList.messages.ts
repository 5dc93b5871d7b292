import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const documentListMessages = defineMessages<{
  fileInfo: { size: string };
  downloadShort: NoMessageValues;
  emptyTitle: NoMessageValues;
}>({
  fileInfo: {
    id: 'ui.DocumentList.fileInfo',
    defaultMessage: '(PDF, {size})',
    description: 'After Download in a download link: the file type and size',
  },
  downloadShort: {
    id: 'ui.DocumentList.downloadShort',
    defaultMessage: 'Download',
    description: 'Link text',
  },
  emptyTitle: {
    id: 'ui.DocumentList.emptyTitle',
    defaultMessage: 'No documents yet',
    description: 'Empty document list title',
  },
});
