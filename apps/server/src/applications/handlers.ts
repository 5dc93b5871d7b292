import { paperAwardForm, trialApplicationForm } from '@storefront/validation';
import type { Db } from '../db/client.js';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { SubmissionMailer } from '../messaging/submission-mailer.js';
import type { AwardApplicationsService } from './award-service.js';
import { awardAmounts } from './award-service.js';
import type { IdPhotosService } from './id-photos.js';
import { awardApplicantMail, awardStaffMail, trialApplicantMail, trialStaffMail } from './mail.js';
import { myApplications } from './my-applications.js';
import type { TrialApplicationsService } from './trial-service.js';

/** Form bodies: the award's thirty short fields, even written as JSON \u escapes, stay well below this. */
const APPLICATION_BODY_LIMIT = 64 * 1024;

/** Handlers of issue 15: the trial and award applications, the award's ID photos, the user's list. */
export function applicationsOperations(services: {
  db: Db;
  trials: TrialApplicationsService;
  awards: AwardApplicationsService;
  photos: IdPhotosService;
  mailer: SubmissionMailer;
  staffEmail: string;
}): Operations {
  const { trials, awards, photos, mailer, staffEmail } = services;
  return {
    createTrialApplication: {
      bodyLimit: APPLICATION_BODY_LIMIT,
      config: { form: trialApplicationForm },
      async handler({ ctx, body, log }) {
        const application = await trials.apply(ctx, body);
        // Not awaited: the applicant's answer does not wait for the mail server (see SubmissionMailer).
        void mailer.send(
          application.reference,
          { staff: trialStaffMail(application, staffEmail), sender: trialApplicantMail(application) },
          log,
        );
        return ok({ reference: application.reference }, ctx.lang);
      },
    },

    createRewardApplication: {
      bodyLimit: APPLICATION_BODY_LIMIT,
      config: { form: paperAwardForm },
      async handler({ ctx, body, log }) {
        const application = await awards.apply(ctx, body);
        void mailer.send(
          application.reference,
          { staff: awardStaffMail(application, staffEmail), sender: awardApplicantMail(application) },
          log,
        );
        return ok({ reference: application.reference, award: awardAmounts(application) }, ctx.lang);
      },
    },

    uploadIdPhoto: {
      config: { uploads: true },
      async handler({ ctx, files }) {
        return ok(await photos.upload(ctx, files.get('file') ?? null), ctx.lang);
      },
    },

    async listMyApplications({ ctx }) {
      return ok(await myApplications(services.db, ctx), ctx.lang);
    },
  };
}
