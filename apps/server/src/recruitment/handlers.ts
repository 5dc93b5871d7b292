import { jobApplicationForm } from '@storefront/validation';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { ApplicationNotifier } from './application-mail.js';
import type { RecruitmentService } from './service.js';

/** Handlers of the careers pages: the sections, the jobs and the application with its CV. */
export function recruitmentOperations(
  service: RecruitmentService,
  notifier: ApplicationNotifier,
): Operations {
  return {
    async getRecruitmentConfig({ ctx }) {
      return ok(await service.config(ctx), ctx.lang);
    },

    async listJobs({ ctx, query }) {
      return ok(
        await service.jobs(ctx, { ...query, page: query.page ?? 1, size: query.size ?? 20 }),
        ctx.lang,
      );
    },

    async getJob({ ctx, params }) {
      return ok(await service.job(ctx, params.id), ctx.lang);
    },

    applyForJob: {
      config: { form: jobApplicationForm, uploads: true },
      async handler({ ctx, body, files, log }) {
        const application = await service.apply(ctx, body, files.get('cv') ?? null);
        // Not awaited: the applicant's answer does not wait for the mail server (see ApplicationNotifier).
        void notifier.notify(application, log);
        return ok({ id: application.id, reference: application.reference }, ctx.lang);
      },
    },
  };
}
