import {
  enquiryForm,
  leaveMessageForm,
  mailSubscriptionForm,
  productSuggestionForm,
} from '@storefront/validation';
import type { ServerConfig } from '../env.js';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { SubmissionMailer } from '../messaging/submission-mailer.js';
import { enquiryStaffMail, leaveMessageStaffMail, senderConfirmation } from './form-mail.js';
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
 * product suggestion; the staff get each message, enquiry and suggestion by mail, the sender a
 * confirmation with its reference.
 */
export function formsOperations(
  service: FormsService,
  config: ServerConfig,
  suggestions: SuggestionNotifier,
  mailer: SubmissionMailer,
): Operations {
  return {
    createLeaveMessage: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: leaveMessageForm },
      async handler({ ctx, body, log }) {
        const message = await service.createLeaveMessage(ctx, body);
        // Not awaited: the visitor's answer does not wait for the mail server (see SubmissionMailer).
        void mailer.send(
          message.reference,
          {
            staff: leaveMessageStaffMail(message, config.staffEmail),
            sender: senderConfirmation('leaveMessage', message),
          },
          log,
        );
        return ok({ id: message.id, reference: message.reference }, ctx.lang);
      },
    },

    createEnquiry: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: enquiryForm },
      async handler({ ctx, body, log }) {
        const enquiry = await service.createEnquiry(ctx, body);
        void mailer.send(
          enquiry.reference,
          {
            staff: enquiryStaffMail(enquiry, config.staffEmail),
            sender: senderConfirmation('enquiry', enquiry),
          },
          log,
        );
        return ok({ id: enquiry.id, reference: enquiry.reference }, ctx.lang);
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
