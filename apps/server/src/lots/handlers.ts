import { coaForm } from '@storefront/validation';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { MailSender } from '../messaging/types.js';
import { type CoaRequests, coaMail, coaStaffMail } from './coa-request.js';
import type { LotsService } from './service.js';

/** Where the verification link of a COA points, per site language. */
export interface CoaOrigins {
  zh: string;
  en: string;
}

/** Handlers for the lot operations of the contract, named by operationId. */
export function lotsOperations(
  service: LotsService,
  coa: CoaRequests,
  mail: MailSender | null,
  origins: CoaOrigins,
  staffEmail: string,
): Operations {
  return {
    async listProductLots({ ctx, params }) {
      return ok(await service.productLots(params.catalogNumber), ctx.lang);
    },

    requestCoa: {
      config: { form: coaForm },
      async handler({ ctx, body, log }) {
        const { pdfs, ...result } = await coa.answer(ctx, body, origins[ctx.lang]);
        // A logged-in user downloads from the links; a visitor also gets the certificates by mail.
        if (!ctx.user && body.email && pdfs.length > 0 && mail) {
          try {
            await mail.send(coaMail(body.email, body.name, ctx.lang, { ...result, pdfs }));
            result.emailed = true;
          } catch (error) {
            // The links still answer the visitor on the page; the operator sees why the mail failed.
            log.error({ err: error }, 'COA mail not sent');
          }
        }
        // Not awaited: the visitor's answer does not wait for the staff's copy.
        mail?.send(coaStaffMail(body, result, ctx.lang, staffEmail)).catch((error: unknown) => {
          log.error({ err: error, reference: result.reference }, 'COA request stored; staff mail not sent');
        });
        return ok(result, ctx.lang);
      },
    },
  };
}
