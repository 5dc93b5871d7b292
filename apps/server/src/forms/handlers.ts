import {
  enquiryForm,
  leaveMessageForm,
  mailSubscriptionForm,
  productSuggestionForm,
} from '@storefront/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../env.js';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { FormsService } from './service.js';
import type { SuggestionNotifier } from './suggestion-mail.js';

/**
 * Form bodies: 2,000 characters of content plus the short fields, even written entirely as
 * JSON \u escapes, stay well below this.
 */
export const FORM_BODY_LIMIT = 32 * 1024;
/** The subscription body is one e-mail address. */
export const SUBSCRIPTION_BODY_LIMIT = 16 * 1024;

/**
 * Handlers of the visitor forms: the footer message, the enquiry, the mail subscription and the new
 * product suggestion (which the staff are told of by mail).
 */
export function formsOperations(
  service: FormsService,
  config: ServerConfig,
  suggestions: SuggestionNotifier,
): Operations {
  /** Nothing is mailed yet (a later issue); in development the log says so, so nobody waits for one. */
  const noteStored = (log: FastifyBaseLogger, what: string, id: number) => {
    if (config.nodeEnv === 'development') {
      log.info({ id }, `${what} stored (development: no mail is sent for it yet)`);
    }
  };
  return {
    createLeaveMessage: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: leaveMessageForm },
      async handler({ ctx, body, log }) {
        const created = await service.createLeaveMessage(ctx, body);
        noteStored(log, 'leave message', created.id);
        return ok(created, ctx.lang);
      },
    },

    createEnquiry: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: enquiryForm },
      async handler({ ctx, body, log }) {
        const created = await service.createEnquiry(ctx, body);
        noteStored(log, 'enquiry', created.id);
        return ok(created, ctx.lang);
      },
    },

    createProductSuggestion: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: productSuggestionForm },
      async handler({ ctx, body, log }) {
        const suggestion = await service.createProductSuggestion(ctx, body);
        // Not awaited: the visitor's answer does not wait for the mail server (see SuggestionNotifier).
        void suggestions.notify(suggestion, log);
        return ok({ id: suggestion.id, reference: suggestion.reference }, ctx.lang);
      },
    },

    subscribeMail: {
      bodyLimit: SUBSCRIPTION_BODY_LIMIT,
      config: { form: mailSubscriptionForm },
      async handler({ ctx, body, log }) {
        // Known or new, the visitor gets the same answer: the address list is not disclosed.
        const added = await service.subscribe(ctx, body);
        if (config.nodeEnv === 'development') log.info({ added }, 'mail subscription');
        return ok(null, ctx.lang);
      },
    },
  };
}
