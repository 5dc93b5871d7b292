import { randomBytes } from 'node:crypto';
import {
  ID_PHOTO_MAX_BYTES,
  type ImageType,
  imageIssue,
  imageTypeOf,
  paperAwardForm,
} from '@storefront/validation';
import { and, isNull, lt } from 'drizzle-orm';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type { Db } from '../db/client.js';
import { idPhotos } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { fieldIssueText } from '../domain/forms.js';
import type { UploadedFile } from '../domain/uploads.js';
import { applicationMessage } from './messages.js';

/** Uploads per client address: two photos per application, retakes included, and no more. */
export const ID_PHOTO_LIMIT: Limit = { max: 20, windowSeconds: 3600 };
/** How long an uploaded photo waits for its application. */
export const ID_PHOTO_LIFETIME_MS = 24 * 3600 * 1000;
/**
 * The largest image decoded (about 50 megapixels, a phone camera's at most): a small file can claim a huge
 * canvas (a "decompression bomb"), which sharp then refuses instead of filling the memory.
 */
const MAX_INPUT_PIXELS = 50_000_000;

const refuse = (message: string) => new DomainError('E0002', { fields: { file: message } });

/** A photo the form's rule refuses, in the form's words (both photo fields have the same rule). */
const refuseByRule = (rule: 'imageType' | 'fileSize', ctx: RequestContext) =>
  refuse(fieldIssueText(paperAwardForm, 'imageId1', rule, ctx.lang));

/**
 * The award's ID card photos: checked by their content, decoded and re-encoded in their own format by
 * sharp (orientation applied first, every metadata block — EXIF, GPS, XMP, ICC — left behind), stored in
 * the database under a random id and served by no URL.
 */
export class IdPhotosService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  async upload(ctx: RequestContext, file: UploadedFile | null): Promise<{ imageId: string }> {
    if (!file) throw refuseByRule('imageType', ctx);
    // A truncated upload stopped at the limit: the photo was larger than its bytes here.
    const issue = file.truncated
      ? 'fileSize'
      : imageIssue({ size: file.bytes.length, content: file.bytes }, ID_PHOTO_MAX_BYTES);
    if (issue) throw refuseByRule(issue, ctx);
    // imageIssue found one of the three types in these bytes.
    const imageType = imageTypeOf(file.bytes) as ImageType;
    // Counted before decoding: decoding is the costly part a script would repeat.
    await this.limiter.hit(`upload:id_photo:ip:${ctx.clientIp}`, ID_PHOTO_LIMIT);
    const image = await reencode(file.bytes, imageType).catch(() => {
      throw refuse(applicationMessage('photoBroken', ctx.lang));
    });
    const imageId = randomBytes(24).toString('base64url');
    // Clean on write: the photos nobody used within their lifetime go with the next upload.
    await this.db
      .delete(idPhotos)
      .where(
        and(
          isNull(idPhotos.applicationId),
          lt(idPhotos.createdAt, new Date(Date.now() - ID_PHOTO_LIFETIME_MS)),
        ),
      );
    await this.db.insert(idPhotos).values({ id: imageId, imageType, image });
    return { imageId };
  }
}

/** Decodes the whole image (a truncated or corrupt one fails here) and writes it anew without metadata. */
async function reencode(bytes: Buffer, type: ImageType): Promise<Buffer> {
  // sharp keeps no metadata unless asked to (`keepMetadata`); `rotate()` first turns the pixels upright
  // by the EXIF orientation that is about to be dropped. `failOn: 'warning'` refuses damaged data.
  // Loaded by the first upload: libvips adds about 20 MB to the process, which most processes never need.
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
    .rotate()
    .toFormat(type)
    .toBuffer();
}
