/**
 * What a CV file is, judged by its first bytes and, for the ZIP-based .docx, by the parts it holds: a
 * file's name and the media type a browser sends are the sender's claims, its bytes are not.
 */
export type DocumentType = 'pdf' | 'doc' | 'docx';

/** The file-name endings each type may carry. */
export const documentExtensions: Record<DocumentType, readonly string[]> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (compound file)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
/** Every Word document package holds this part; its name is stored uncompressed in the ZIP's headers. */
const WORD_PART = new TextEncoder().encode('word/document.xml');

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  const last = bytes.length - needle.length;
  outer: for (let start = 0; start <= last; start += 1) {
    for (let index = 0; index < needle.length; index += 1) {
      if (bytes[start + index] !== needle[index]) continue outer;
    }
    return true;
  }
  return false;
}

/** The document type the bytes are, or null for anything else (an executable, an image, a plain ZIP). */
export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP) && contains(bytes, WORD_PART)) return 'docx';
  return null;
}

/**
 * The type of a CV when its content and its name agree (a PDF named .docx is refused: whoever opens it
 * by its name would be misled), else null.
 */
export function acceptedDocumentType(fileName: string, bytes: Uint8Array): DocumentType | null {
  const type = documentTypeOf(bytes);
  if (!type) return null;
  const name = fileName.trim().toLowerCase();
  return documentExtensions[type].some((extension) => name.endsWith(extension)) ? type : null;
}
