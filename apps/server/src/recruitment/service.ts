import { localeOfContentLanguage } from '@storefront/site';
import { acceptedDocumentType, CV_MAX_BYTES, jobApplicationForm } from '@storefront/validation';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type { Job, JobPage, RecruitmentConfig } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { jobApplications, jobs, recruitmentConfig } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { fieldIssueText, formFieldMessages } from '../domain/forms.js';
import type { UploadedFile } from '../domain/uploads.js';

/** Applications per client address: a person applies for a few jobs, a script would fill HR's inbox. */
export const APPLICATION_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/** An application as the contract's multipart body carries it, the CV's bytes beside it. */
export interface JobApplicationInput {
  name: string;
  email: string;
  phone: string;
  jobId: number;
  /** The CV's file name as the browser sent it. */
  cv: string;
}

/** An application as stored (the insert's RETURNING row), with the job it is for. */
export type StoredApplication = typeof jobApplications.$inferSelect & { jobTitle: string };

/** The careers page: its sections, the open positions and the applications with their CV. */
export class RecruitmentService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /** The general sections; empty ones when none are stored (the page then shows its empty state). */
  async config(ctx: RequestContext): Promise<RecruitmentConfig> {
    const en = ctx.lang === 'en';
    const [row] = await this.db
      .select({
        salary: en ? recruitmentConfig.salaryEn : recruitmentConfig.salaryZh,
        welfare: en ? recruitmentConfig.welfareEn : recruitmentConfig.welfareZh,
        content: en ? recruitmentConfig.contentEn : recruitmentConfig.contentZh,
        requirements: en ? recruitmentConfig.requirementsEn : recruitmentConfig.requirementsZh,
      })
      .from(recruitmentConfig)
      .orderBy(asc(recruitmentConfig.id))
      .limit(1);
    return row ?? { salary: '', welfare: [], content: '', requirements: '' };
  }

  private jobColumns(ctx: RequestContext) {
    const en = ctx.lang === 'en';
    return {
      id: jobs.id,
      title: en ? jobs.titleEn : jobs.titleZh,
      department: en ? jobs.departmentEn : jobs.departmentZh,
      location: en ? jobs.locationEn : jobs.locationZh,
      headcount: jobs.headcount,
      requirements: en ? jobs.requirementsEn : jobs.requirementsZh,
      content: en ? jobs.contentEn : jobs.contentZh,
      isHot: jobs.isHot,
      publishDate: jobs.publishDate,
    };
  }

  /** Open positions, hot ones first, then the newest. */
  async jobs(ctx: RequestContext, query: { page: number; size: number; isHot?: boolean }): Promise<JobPage> {
    const where = query.isHot === undefined ? undefined : eq(jobs.isHot, query.isHot);
    const [list, [total]] = await Promise.all([
      this.db
        .select(this.jobColumns(ctx))
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.isHot), desc(jobs.publishDate), asc(jobs.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(jobs).where(where),
    ]);
    return { list, total: total?.n ?? 0, page: query.page, size: query.size };
  }

  /** One position; E0005 when there is none with this id. */
  async job(ctx: RequestContext, id: number): Promise<Job> {
    const [row] = await this.db.select(this.jobColumns(ctx)).from(jobs).where(eq(jobs.id, id));
    if (!row) throw new DomainError('E0005');
    return row;
  }

  /**
   * Stores an application once every field passes: the form's rules, a job that exists, and a CV that
   * is a PDF or Word file by its content (its name agreeing) and at most 5 MiB. Every refused field is
   * named at once (E0002) and nothing is stored; an accepted one uses the address's allowance.
   */
  async apply(
    ctx: RequestContext,
    input: JobApplicationInput,
    cv: UploadedFile | null,
  ): Promise<StoredApplication> {
    const fields = formFieldMessages(jobApplicationForm, { ...input, jobId: String(input.jobId) }, ctx.lang);
    const cvType = cv ? acceptedDocumentType(cv.fileName, cv.bytes) : null;
    if (!fields.cv) {
      if (!cv || cv.bytes.length === 0) {
        fields.cv = fieldIssueText(jobApplicationForm, 'cv', 'required', ctx.lang);
      } else if (cv.truncated || cv.bytes.length > CV_MAX_BYTES) {
        fields.cv = fieldIssueText(jobApplicationForm, 'cv', 'fileSize', ctx.lang);
      } else if (!cvType) {
        fields.cv = fieldIssueText(jobApplicationForm, 'cv', 'fileType', ctx.lang);
      }
    }
    const en = ctx.lang === 'en';
    const [job] = await this.db
      .select({ title: en ? jobs.titleEn : jobs.titleZh })
      .from(jobs)
      .where(eq(jobs.id, input.jobId));
    if (!job && !fields.jobId)
      fields.jobId = fieldIssueText(jobApplicationForm, 'jobId', 'required', ctx.lang);
    if (Object.keys(fields).length > 0 || !cv || !cvType || !job) throw new DomainError('E0002', { fields });

    await this.limiter.hit(`form:job_application:ip:${ctx.clientIp}`, APPLICATION_LIMIT);
    const [row] = await this.db
      .insert(jobApplications)
      .values({
        jobId: input.jobId,
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        locale: localeOfContentLanguage(ctx.lang),
        cvFileName: cv.fileName.trim(),
        cvType,
        cv: cv.bytes,
      })
      .returning();
    if (!row) throw new Error('insert into job_applications returned no row');
    return { ...row, jobTitle: job.title };
  }
}
