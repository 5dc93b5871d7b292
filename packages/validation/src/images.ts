/**
 * What an uploaded photo is, judged by its first bytes (the name and the media type a browser sends are
 * the sender's claims). Only the formats the ID photo upload takes.
 */
export type ImageType = 'jpeg' | 'png' | 'webp';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // 'RIFF', then the size, then 'WEBP'
const WEBP = [0x57, 0x45, 0x42, 0x50];

const matchesAt = (bytes: Uint8Array, offset: number, expected: readonly number[]): boolean =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (matchesAt(bytes, 0, JPEG)) return 'jpeg';
  if (matchesAt(bytes, 0, PNG)) return 'png';
  if (matchesAt(bytes, 0, RIFF) && matchesAt(bytes, 8, WEBP)) return 'webp';
  return null;
}

/** The media types a browser names these images by (an image picker's `accept` list). */
export const ID_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A photo as the browser picked it (the media type it claims, `File.type`) or as the server received it
 * (its bytes). `size` is in bytes. Named apart from a Blob's own properties (a Blob has `bytes()`), so a
 * File is never taken for the bytes.
 */
export type PhotoFile = { size: number; mediaType: string } | { size: number; content: Uint8Array };

/**
 * The rule an ID photo breaks, the type before the size: 'imageType' for anything but JPEG, PNG or WebP
 * (judged by the bytes where they are, the server; else by the media type, so that the browser refuses a
 * wrong file before uploading it), 'fileSize' above `maxBytes`; null for a photo both take.
 */
export function imageIssue(photo: PhotoFile, maxBytes: number): 'imageType' | 'fileSize' | null {
  const typeAccepted =
    'content' in photo
      ? imageTypeOf(photo.content) !== null
      : (ID_PHOTO_TYPES as readonly string[]).includes(photo.mediaType);
  if (!typeAccepted) return 'imageType';
  return photo.size > maxBytes ? 'fileSize' : null;
}
