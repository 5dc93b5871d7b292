import { localeOfContentLanguage } from '@storefront/site';
import { resourceDownloadForm } from '@storefront/validation';
import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import { newToken, sha256 } from '../accounts/crypto.js';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type {
  Resource,
  ResourceDownload,
  ResourceDownloadForm,
  ResourceKind,
  ResourcePage,
} from '../contract/types.js';
import type { Db } from '../db/client.js';
import { resourceDownloads, resources } from '../db/schema.js';
import type { Lang, RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { assertValidForm } from '../domain/forms.js';

/** Download forms per client address: a person downloads a few files, a script would fill the table. */
export const DOWNLOAD_FORM_LIMIT: Limit = { max: 20, windowSeconds: 600 };

/** How long a download pass saves a visitor the form ("once", SPEC §6): a year. */
export const PASS_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Site path of a resource's file in a language (served by `registerResourceFiles`). */
export function resourceFilePath(id: number, lang: Lang): string {
  return `/files/resources/${id}/${lang}`;
}

const likeText = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ResourceFile {
  fileName: string;
  file: Buffer;
}

/** The downloadable resources of /resources, the download form and the download rule (SPEC §6). */
export class ResourcesService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * A page of resources, newest first, each with its file in the request language or, when it is
   * published in the other language only, that one.
   */
  async list(
    ctx: RequestContext,
    query: { page: number; size: number; category?: ResourceKind; q?: string },
  ): Promise<ResourcePage> {
    const conditions: SQL[] = [];
    if (query.category) conditions.push(eq(resources.kind, query.category));
    for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
      const like = likeText(word);
      const either = or(ilike(resources.titleZh, like), ilike(resources.titleEn, like));
      if (either) conditions.push(either);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const en = ctx.lang === 'en';
    const [first, second] = en ? (['en', 'zh'] as const) : (['zh', 'en'] as const);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: resources.id,
          category: resources.kind,
          title: en ? resources.titleEn : resources.titleZh,
          publishDate: resources.publishDate,
          language: sql<Lang>`case when ${fileColumn(first)} is not null then ${first} else ${second} end`,
          fileName: sql<string>`coalesce(${fileNameColumn(first)}, ${fileNameColumn(second)})`,
          fileSize: sql<number>`octet_length(coalesce(${fileColumn(first)}, ${fileColumn(second)}))`.mapWith(
            Number,
          ),
        })
        .from(resources)
        .where(where)
        .orderBy(desc(resources.publishDate), desc(resources.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(resources).where(where),
    ]);
    const list: Resource[] = rows.map((row) => ({
      ...row,
      fileType: 'pdf',
      fileUrl: resourceFilePath(row.id, row.language),
    }));
    return { list, total: total?.n ?? 0, page: query.page, size: query.size };
  }

  /**
   * Stores a visitor's download form (E0005 for an unknown resource, E0007 past the address's
   * allowance: a refused form stores nothing) and answers the file's link with a new download pass.
   */
  async requestDownload(
    ctx: RequestContext,
    input: ResourceDownloadForm,
    now = new Date(),
  ): Promise<ResourceDownload> {
    assertValidForm(resourceDownloadForm, input, ctx.lang);
    const [resource] = await this.db
      .select({ id: resources.id, hasZh: sql<boolean>`${resources.fileZh} is not null` })
      .from(resources)
      .where(eq(resources.id, input.resourceId));
    if (!resource) throw new DomainError('E0005');
    await this.limiter.hit(`form:resource_download:ip:${ctx.clientIp}`, DOWNLOAD_FORM_LIMIT);
    const pass = newToken();
    const [row] = await this.db
      .insert(resourceDownloads)
      .values({
        resourceId: resource.id,
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        province: input.province.trim(),
        unit: input.unit.trim(),
        department: input.department.trim(),
        locale: localeOfContentLanguage(ctx.lang),
        passHash: sha256(pass),
        passExpiresAt: new Date(now.getTime() + PASS_LIFETIME_MS),
      })
      .returning({ expiresAt: resourceDownloads.passExpiresAt });
    if (!row) throw new Error('insert into resource_downloads returned no row');
    const lang: Lang = ctx.lang === 'zh' && !resource.hasZh ? 'en' : ctx.lang;
    return {
      url: `${resourceFilePath(resource.id, lang)}?pass=${pass}`,
      pass,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** Whether a download pass is one this server gave and has not expired. */
  async passIsValid(pass: string, now = new Date()): Promise<boolean> {
    const [row] = await this.db
      .select({ id: resourceDownloads.id })
      .from(resourceDownloads)
      .where(and(eq(resourceDownloads.passHash, sha256(pass)), gt(resourceDownloads.passExpiresAt, now)))
      .limit(1);
    return row !== undefined;
  }

  /** A resource's file in a language; E0005 when the resource or that language's file does not exist. */
  async file(id: number, lang: Lang): Promise<ResourceFile> {
    const [row] = await this.db
      .select({ fileName: fileNameColumn(lang), file: fileColumn(lang) })
      .from(resources)
      .where(eq(resources.id, id));
    if (!row?.file || !row.fileName) throw new DomainError('E0005');
    return { fileName: row.fileName, file: row.file };
  }
}

function fileColumn(lang: Lang) {
  return lang === 'en' ? resources.fileEn : resources.fileZh;
}

function fileNameColumn(lang: Lang) {
  return lang === 'en' ? resources.fileNameEn : resources.fileNameZh;
}
