import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const documentListMessages = defineMessages<{
  download: { title: string; size: string };
  downloadShort: NoMessageValues;
  emptyTitle: NoMessageValues;
}>({
  download: {
    id: 'ui.DocumentList.download',
    defaultMessage: 'Download {title} (PDF, {size})',
    description: 'Accessible name of a document download link',
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
