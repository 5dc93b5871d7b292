import { crc32 } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '../http/uploads.js';
import { FORM_BOUNDARY, type FormPart, SAMPLE_FILES } from './contract-samples.js';

/**
 * The ways the contract fuzz test breaks a `multipart/form-data` body (malformed-requests.ts), each
 * applied to a valid sampled body: the kinds only such a body has (a body cut short, a file of the
 * wrong kind, parts too many or with broken headers) and its forms of the kinds every body gets (a
 * Content-Type that does not describe it, a file name that climbs out).
 */

/** Content types a multipart body is sent under that do not describe it: no boundary, another one... */
export const FORM_CONTENT_TYPES = [
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="',
  `multipart/form-data; boundary=${FORM_BOUNDARY.slice(0, -1)}`,
  // Longer than RFC 2046's 70 characters and than busboy's search for it takes.
  `multipart/form-data; boundary=${'b'.repeat(300)}`,
  `multipart/form-data; charset=utf-16; boundary=${FORM_BOUNDARY}x`,
  `multipart/mixed; boundary=${FORM_BOUNDARY}`,
];

const CLOSING_DELIMITER = `--${FORM_BOUNDARY}--\r\n`;

/**
 * Where a body is cut short: bytes dropped from its end (the closing delimiter, it and the line end
 * before it, part of it), or only so many thousandths of it kept (in a part's headers, text or file).
 */
export type Cut = { drop: number } | { keepPerMille: number };
export const FORM_CUTS: Cut[] = [
  { drop: CLOSING_DELIMITER.length },
  { drop: CLOSING_DELIMITER.length + 2 },
  { drop: 4 },
  { drop: 2 },
  ...Array.from({ length: 19 }, (_, index) => ({ keepPerMille: (index + 1) * 50 })),
];

export function cutShort(payload: Buffer, cut: Cut): Buffer {
  const keep =
    'drop' in cut ? payload.length - cut.drop : Math.floor((payload.length * cut.keepPerMille) / 1000);
  return payload.subarray(0, Math.max(0, keep));
}

const PNG_SAMPLE = (SAMPLE_FILES['image/png'] as { content: Buffer }).content;

/** A PNG chunk: its length, type, data and the CRC a decoder checks. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * The sample PNG claiming a 100,000 × 100,000 canvas (a decompression bomb's header, its CRC right):
 * the server must refuse it from its header rather than allocate ten gigapixels.
 */
function hugeCanvasPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // The sample's own header chunk is its bytes 8 to 33 (length, type, 13 bytes, CRC).
  return Buffer.concat([PNG_SAMPLE.subarray(0, 8), pngChunk('IHDR', header), PNG_SAMPLE.subarray(33)]);
}

/**
 * Files no upload takes, or takes only in part, each sent in place of a valid sample under the
 * sample's name (`sample.png`, `sample.pdf`): the server decides by the bytes, never by the name.
 */
export const WRONG_FILES: ((sample: Buffer) => Buffer)[] = [
  () => Buffer.alloc(0),
  () => Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00This program cannot be run in DOS mode.', 'latin1'),
  () => Buffer.from('<!doctype html><script>alert(1)</script>'),
  () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  // A ZIP that is no Word document (no word/document.xml), and a Word 97 header alone.
  () => Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00[Content_Types].xml', 'latin1'),
  () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // Another accepted kind's sample (a PNG named .pdf, a PDF named .png).
  (sample) =>
    Object.values(SAMPLE_FILES).find(({ content }) => !content.equals(sample))?.content ?? PNG_SAMPLE,
  // The right first bytes and nothing after, or half a file: broken, whatever they start with.
  (sample) => sample.subarray(0, 8),
  (sample) => sample.subarray(0, sample.length >> 1),
  () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]),
  () => Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 \x00\x00\x00\x00', 'latin1'),
  () => hugeCanvasPng(),
  // A valid file one byte over the limit (the photo's and the CV's: 5 MiB).
  (sample) => Buffer.concat([sample, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - sample.length)]),
];

/**
 * Parts the operation does not take, added to a body: unknown ones, too many. (Each of its own parts
 * sent twice is another such body.)
 */
export const EXTRA_PARTS: ((form: FormPart[]) => FormPart[])[] = [
  (form) => [...form, { name: 'unexpected', content: '1' }],
  (form) => [
    ...form,
    { name: 'unexpected', fileName: 'unexpected.png', contentType: 'image/png', content: PNG_SAMPLE },
  ],
  // More fields and parts than the parser counts (10 fields, 11 parts), then far more.
  (form) => [...form, ...Array.from({ length: 12 }, (_, index) => ({ name: `extra${index}`, content: 'x' }))],
  (form) => Array.from({ length: 200 }, () => form).flat(),
];

/**
 * A part with broken headers: no name or a name the parser must not take, no or another disposition,
 * a media type that does not fit, a header block too large.
 */
export const BROKEN_PARTS: ((part: FormPart) => FormPart)[] = [
  (part) => ({ ...part, name: undefined }),
  (part) => ({ ...part, name: '' }),
  (part) => ({ ...part, name: '__proto__' }),
  (part) => ({ ...part, name: 'constructor' }),
  (part) => ({ ...part, name: 'hasOwnProperty' }),
  (part) => ({ ...part, name: `${part.name}"; name="unexpected` }),
  (part) => ({ ...part, headers: '' }),
  (part) => ({ ...part, headers: `Content-Type: ${part.contentType ?? 'text/plain'}\r\n` }),
  (part) => ({ ...part, headers: `Content-Disposition: attachment; name="${part.name}"\r\n` }),
  (part) => ({ ...part, headers: 'A header line without a colon\r\n' }),
  (part) => ({
    ...part,
    headers: `Content-Disposition: form-data; name*=UTF-8''${encodeURIComponent(part.name ?? '')}\r\n`,
  }),
  // A text field declared JSON (the parser then parses it), or in another charset.
  (part) => ({ ...part, contentType: 'application/json' }),
  (part) => ({ ...part, contentType: 'text/plain; charset=utf-16le' }),
  (part) => ({ ...part, contentType: 'text/plain; charset=x-unknown' }),
  // A header block larger than the parser keeps (80 KB).
  (part) => ({ ...part, contentType: `text/plain; x=${'a'.repeat(100_000)}` }),
];

/** File names that climb out of a directory or name a device (sent as they are or with the file's ending). */
export const FILE_NAME_TRAVERSALS = [
  '../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\Windows\\System32\\cmd.exe',
  '....//....//etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\u2215..\u2215etc\u2215passwd',
  'a/../../../b',
  '\\\\server\\share\\cv',
  '~/.ssh/id_rsa',
  '..',
  '.',
  'CON',
];
