import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const citationLineMessages = defineMessages<{
  label: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  copyFailed: NoMessageValues;
}>({
  label: {
    id: 'ui.CitationLine.label',
    defaultMessage: 'Citation line',
    description: 'Accessible name of the ready-to-copy citation of a product',
  },
  copy: { id: 'ui.CitationLine.copy', defaultMessage: 'Copy' },
  copied: {
    id: 'ui.CitationLine.copied',
    defaultMessage: 'Copied to the clipboard',
    description: 'Announced after the citation line was copied',
  },
  copyFailed: {
    id: 'ui.CitationLine.copyFailed',
    defaultMessage: 'Could not copy: select the text and copy it',
  },
});
