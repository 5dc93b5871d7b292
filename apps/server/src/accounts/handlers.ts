import { localeOfContentLanguage } from '@storefront/site';
import {
  passwordLoginForm,
  passwordResetForm,
  registrationForm,
  smsLoginForm,
  verifiedPhoneCompletionForm,
} from '@storefront/validation';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import { accountForms, profileFields, worded } from './fields.js';
import type { AccountsService } from './service.js';

/** Account bodies are a few short fields. */
const ACCOUNT_BODY_LIMIT = 16 * 1024;

/** Handlers of the accounts and login lifecycle (issue 4). */
export function accountsOperations(service: AccountsService): Operations {
  return {
    sendVerificationCode: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      async handler({ ctx, body }) {
        await service.sendEmailCode(ctx, body);
        return ok(null, ctx.lang);
      },
    },
    checkVerificationCode: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      async handler({ ctx, body }) {
        return ok(await service.checkEmailCode(ctx, body), ctx.lang);
      },
    },
    async getCaptcha({ ctx }) {
      return ok(await service.createCaptcha(ctx), ctx.lang);
    },
    checkCaptcha: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      async handler({ ctx, body }) {
        return ok(await service.answerCaptcha(ctx, body), ctx.lang);
      },
    },
    sendSmsCode: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      async handler({ ctx, body }) {
        await service.sendSmsCode(ctx, body);
        return ok(null, ctx.lang);
      },
    },
    registerUser: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { form: registrationForm, bodyFields: accountForms.registration },
      async handler({ ctx, body }) {
        return ok(await service.register(ctx, body), ctx.lang);
      },
    },
    loginWithPassword: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { form: passwordLoginForm, bodyFields: accountForms.passwordLogin },
      async handler({ ctx, body }) {
        return ok(await service.loginWithPassword(ctx, body), ctx.lang);
      },
    },
    loginWithSmsCode: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { form: smsLoginForm },
      async handler({ ctx, body }) {
        return ok(await service.loginWithSms(ctx, body), ctx.lang);
      },
    },
    resetPassword: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { form: passwordResetForm, bodyFields: accountForms.passwordReset },
      async handler({ ctx, body }) {
        await service.resetPassword(ctx, body);
        return ok(null, ctx.lang);
      },
    },
    async getAuthStatus({ ctx }) {
      return ok(service.authStatus(ctx), ctx.lang);
    },
    async logout({ ctx }) {
      await service.logout(ctx);
      return ok(null, ctx.lang);
    },
    async getCurrentUserInfo({ ctx }) {
      return ok(await service.info(ctx), ctx.lang);
    },
    async getUserRecord({ ctx }) {
      return ok(service.record(ctx), ctx.lang);
    },
    async getUserProfile({ ctx, params }) {
      return ok(await service.profile(ctx, params.userId), ctx.lang);
    },
    updateUserProfile: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: {
        bodyFields: (body, lang) => worded(profileFields(body, localeOfContentLanguage(lang)), lang),
      },
      async handler({ ctx, body }) {
        return ok(await service.updateProfile(ctx, body), ctx.lang);
      },
    },
    completeUserInfo: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      // The code is checked by the service: an already verified number needs none.
      config: { form: verifiedPhoneCompletionForm, bodyFields: accountForms.completion },
      async handler({ ctx, body }) {
        return ok(await service.complete(ctx, body), ctx.lang);
      },
    },
    async listAreas({ ctx }) {
      return ok(service.areas(ctx), ctx.lang);
    },
    async listIndustries({ ctx }) {
      return ok(service.industries(ctx), ctx.lang);
    },
    async searchOrganizationNames({ ctx, query }) {
      return ok(await service.organizationNames(ctx, query.keyWord), ctx.lang);
    },
  };
}
