import { defineMessages } from 'react-intl';

export const idPhotoInputMessages = defineMessages({
  uploading: {
    id: 'ui.IdPhotoInput.uploading',
    defaultMessage: 'Uploading the photo…',
    description: 'Status while an ID card photo uploads',
  },
  done: {
    id: 'ui.IdPhotoInput.done',
    defaultMessage: 'Photo uploaded',
    description: 'Status once an ID card photo is uploaded',
  },
  failed: {
    id: 'ui.IdPhotoInput.failed',
    defaultMessage: 'The photo could not be uploaded. Please choose it again.',
    description: 'Status when the upload of an ID card photo failed without a server message',
  },
  thumbnail: {
    id: 'ui.IdPhotoInput.thumbnail',
    defaultMessage: 'Preview: {label}',
    description: 'Alternative text of the picked photo’s preview; label is the field’s label',
  },
});
