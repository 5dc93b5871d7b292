/** A file a multipart request carried, read into memory up to its operation's size limit. */
export interface UploadedFile {
  /** The file's name as the browser sent it (a claim, like its media type, which is not kept). */
  fileName: string;
  bytes: Buffer;
  /** The part was longer than the limit it was read with; `bytes` stop there. */
  truncated: boolean;
}
