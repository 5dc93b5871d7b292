import { localeOfContentLanguage } from '@storefront/site';
import { enquiryForm, leaveMessageForm, mailSubscriptionForm } from '@storefront/validation';
import type { FastifyRequest } from 'fastify';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type { Created } from '../contract/types.js';
import { assertValidForm } from '../domain/forms.js';
import type { ServerConfig } from '../env.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { bodyOf, type LegacyOperations } from '../http/operations.js';
import type { EnquiryInput, FormsService, LeaveMessageInput } from './service.js';

/**
 * Form bodies: 2,000 characters of content plus the short fields, even written entirely as
 * JSON \u escapes, stay well below this.
 */
export const FORM_BODY_LIMIT = 32 * 1024;
/** The subscription body is one e-mail address. */
export const SUBSCRIPTION_BODY_LIMIT = 16 * 1024;

/**
 * Accepted submissions of each form per client address: more than a visitor (or an office behind one
 * address) sends, few enough that a script cannot fill the staff's inbox or subscribe a list of strangers.
 */
export const FORM_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/** Nothing is mailed yet (a later issue); in development the log says so, so nobody waits for one. */
function noteStored(request: FastifyRequest, config: ServerConfig, what: string, id: number) {
  if (config.nodeEnv === 'development') {
    request.log.info({ id }, `${what} stored (development: no mail is sent for it yet)`);
  }
}

/** Handlers of the visitor forms: the footer message, the enquiry and the mail subscription. */
export function formsOperations(
  service: FormsService,
  config: ServerConfig,
  limiter: RateLimiter,
): LegacyOperations {
  // Counted once the form is valid: a refused submission stores nothing and uses no allowance.
  const counted = (request: FastifyRequest, form: string) =>
    limiter.hit(`form:${form}:ip:${request.ip}`, FORM_LIMIT);
  return {
    createLeaveMessage: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: leaveMessageForm },
      async handler(request) {
        const lang = requestLanguage(request);
        const body = bodyOf<LeaveMessageInput & { privacy: true }>(request);
        assertValidForm(leaveMessageForm, body, lang);
        await counted(request, 'leave_word');
        const created: Created = await service.createLeaveMessage(body, localeOfContentLanguage(lang));
        noteStored(request, config, 'leave message', created.id);
        return ok(created, lang);
      },
    },

    createEnquiry: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: enquiryForm },
      async handler(request) {
        const lang = requestLanguage(request);
        const body = bodyOf<EnquiryInput>(request);
        assertValidForm(enquiryForm, body, lang);
        await counted(request, 'enquiry');
        const created: Created = await service.createEnquiry(body, localeOfContentLanguage(lang));
        noteStored(request, config, 'enquiry', created.id);
        return ok(created, lang);
      },
    },

    subscribeMail: {
      bodyLimit: SUBSCRIPTION_BODY_LIMIT,
      config: { form: mailSubscriptionForm },
      async handler(request) {
        const lang = requestLanguage(request);
        const { email } = bodyOf<{ email: string }>(request);
        assertValidForm(mailSubscriptionForm, { email }, lang);
        await counted(request, 'mail_subscription');
        // Known or new, the visitor gets the same answer: the address list is not disclosed.
        const added = await service.subscribe(email, localeOfContentLanguage(lang));
        if (config.nodeEnv === 'development') request.log.info({ added }, 'mail subscription');
        return ok(null, lang);
      },
    },
  };
}
