import { meetingRegistrationForm } from '@storefront/validation';
import { FORM_BODY_LIMIT } from '../forms/handlers.js';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { NewsService } from './service.js';

/** Handlers of news and events (issue 13), named by operationId. */
export function newsOperations(service: NewsService): Operations {
  return {
    async getArticle({ ctx, params }) {
      return ok(await service.article(ctx, params.id), ctx.lang);
    },

    async listMeetings({ ctx, query }) {
      return ok(await service.meetings(ctx, { page: query.page ?? 1, size: query.size ?? 20 }), ctx.lang);
    },

    async getMeeting({ ctx, params }) {
      return ok(await service.meeting(ctx, params.id), ctx.lang);
    },

    registerMeetingInterest: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: meetingRegistrationForm },
      async handler({ ctx, params, body }) {
        return ok(await service.register(ctx, params.id, body), ctx.lang);
      },
    },
  };
}
