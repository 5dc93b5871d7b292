import multipart, { type MultipartFile } from '@fastify/multipart';
import { CV_MAX_BYTES } from '@storefront/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';
import type { UploadedFile } from '../domain/uploads.js';
import { requestLanguage } from './language.js';
import { requestFields } from './request-messages.js';

/** The largest file any operation takes (the CV of a job application). */
export const MAX_UPLOAD_BYTES = CV_MAX_BYTES;

const files = new WeakMap<FastifyRequest, Map<string, UploadedFile>>();

/**
 * Requests between the hook before @fastify/multipart's and the one after it, where the body is read:
 * one that fails there failed on its body. busboy's errors carry no status (a Content-Type without a
 * boundary or with one too long, a body cut short before its closing delimiter), so only when they
 * came tells that the body, not the server, is at fault.
 */
const readingBody = new WeakSet<FastifyRequest>();

/** The request failed while its multipart body was read: the body is malformed. */
export function failedReadingUpload(request: FastifyRequest): boolean {
  return readingBody.has(request);
}

/** The files of a multipart request by field name (empty for every other request). */
export function uploadsOf(request: FastifyRequest): ReadonlyMap<string, UploadedFile> {
  return files.get(request) ?? new Map();
}

/**
 * `multipart/form-data` bodies (the contract's upload operations). The fields become the body the
 * contract validates; each file is read into memory, at most MAX_UPLOAD_BYTES + 1 (so that an oversized
 * one is known as such without reading it all), kept beside the request for the handler, and stands in
 * the body as its file name. Busboy's limits bound the rest: one file, ten short fields. An operation
 * that takes no files refuses one before reading it.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  // Hooks run in the order they are added: these two enclose @fastify/multipart's, which reads the body.
  // Synchronous, and marking multipart requests only: they run for every request of the API.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) readingBody.add(request);
    done();
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      if (!this.routeOptions.config.uploads) {
        part.file.resume();
        throw new DomainError('E0002', requestFields('notJson', requestLanguage(this)));
      }
      const bytes = await part.toBuffer();
      const upload = { fileName: part.filename, bytes, truncated: part.file.truncated };
      const byField = files.get(this) ?? new Map<string, UploadedFile>();
      byField.set(part.fieldname, upload);
      files.set(this, byField);
      (part as MultipartFile & { value: string }).value = part.filename;
    },
  });
  app.addHook('preValidation', (request, _reply, done) => {
    readingBody.delete(request);
    done();
  });
}
