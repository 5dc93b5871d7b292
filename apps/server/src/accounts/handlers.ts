import { localeOfContentLanguage } from '@storefront/site';
import {
  passwordLoginForm,
  passwordResetForm,
  registrationForm,
  smsLoginForm,
  verifiedPhoneCompletionForm,
} from '@storefront/validation';
import { DomainError } from '../domain/errors.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { bodyOf, type LegacyOperations, paramsOf, queryOf } from '../http/operations.js';
import { requireUser } from './auth.js';
import { accountForms, profileFields, worded } from './fields.js';
import { message } from './messages.js';
import type {
  AccountsService,
  EmailScene,
  PasswordLoginInput,
  ProfileInput,
  RegistrationInput,
} from './service.js';

/** Account bodies are a few short fields. */
const ACCOUNT_BODY_LIMIT = 16 * 1024;

/** Handlers of the accounts and login lifecycle (issue 4). */
export function accountsOperations(service: AccountsService): LegacyOperations {
  return {
    sendVerificationCode: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        const { email, scene } = bodyOf<{ email: string; scene: EmailScene }>(request);
        await service.sendEmailCode(email.trim(), scene, request.ip, lang);
        return ok(null, lang);
      },
    },
    checkVerificationCode: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        const { email, scene, code } = bodyOf<{ email: string; scene: EmailScene; code: string }>(request);
        return ok(await service.checkEmailCode(email.trim(), scene, code.trim(), request.ip, lang), lang);
      },
    },
    async getCaptcha(request) {
      return ok(await service.createCaptcha(request.ip), requestLanguage(request));
    },
    checkCaptcha: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      async handler(request) {
        const { captchaId, captcha } = bodyOf<{ captchaId: string; captcha: string }>(request);
        return ok(await service.answerCaptcha(captchaId, captcha, request.ip), requestLanguage(request));
      },
    },
    sendSmsCode: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        const { phone, captchaId, captcha } = bodyOf<{ phone: string; captchaId: string; captcha: string }>(
          request,
        );
        await service.sendSmsCode(phone, captchaId, captcha, request.ip, lang);
        return ok(null, lang);
      },
    },
    registerUser: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { form: registrationForm, bodyFields: accountForms.registration },
      async handler(request) {
        const lang = requestLanguage(request);
        const body = bodyOf<RegistrationInput>(request);
        return ok(await service.register(body, localeOfContentLanguage(lang), request.ip, lang), lang);
      },
    },
    loginWithPassword: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { form: passwordLoginForm, bodyFields: accountForms.passwordLogin },
      async handler(request) {
        const lang = requestLanguage(request);
        return ok(
          await service.loginWithPassword(bodyOf<PasswordLoginInput>(request), request.ip, lang),
          lang,
        );
      },
    },
    loginWithSmsCode: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { form: smsLoginForm },
      async handler(request) {
        const lang = requestLanguage(request);
        const { phone, code } = bodyOf<{ phone: string; code: string }>(request);
        return ok(await service.loginWithSms(phone, code, request.ip, lang), lang);
      },
    },
    resetPassword: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { form: passwordResetForm, bodyFields: accountForms.passwordReset },
      async handler(request) {
        const lang = requestLanguage(request);
        const body = bodyOf<{ email: string; password: string; confirmPassword: string; code: string }>(
          request,
        );
        await service.resetPassword(body, request.ip, lang);
        return ok(null, lang);
      },
    },
    async getAuthStatus(request) {
      const user = requireUser(request);
      return ok(
        { username: user.account, expiration: user.expiresAt.toISOString() },
        requestLanguage(request),
      );
    },
    async logout(request) {
      await service.logout(requireUser(request));
      return ok(null, requestLanguage(request));
    },
    async getCurrentUserInfo(request) {
      const lang = requestLanguage(request);
      return ok(await service.info(requireUser(request).id, lang), lang);
    },
    async getUserRecord(request) {
      const user = requireUser(request);
      return ok({ id: user.id, account: user.account }, requestLanguage(request));
    },
    async getUserProfile(request) {
      const lang = requestLanguage(request);
      const user = requireUser(request);
      const { userId } = paramsOf<{ userId: number }>(request);
      if (userId !== user.id) throw new DomainError('E0004', { message: message('notYours', lang) });
      return ok(await service.profile(user.id, lang), lang);
    },
    updateUserProfile: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: {
        bodyFields: (body, lang) => worded(profileFields(body, localeOfContentLanguage(lang)), lang),
      },
      async handler(request) {
        const lang = requestLanguage(request);
        const user = requireUser(request);
        const body = bodyOf<ProfileInput>(request);
        return ok(await service.updateProfile(user.id, body, localeOfContentLanguage(lang), lang), lang);
      },
    },
    completeUserInfo: {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      // The code is checked by the service: an already verified number needs none.
      config: { form: verifiedPhoneCompletionForm, bodyFields: accountForms.completion },
      async handler(request) {
        const lang = requestLanguage(request);
        const user = requireUser(request);
        const body = bodyOf<ProfileInput & { code?: string }>(request);
        return ok(await service.complete(user.id, body, request.ip, lang), lang);
      },
    },
    async listAreas(request) {
      const lang = requestLanguage(request);
      return ok(service.areas(lang), lang);
    },
    async listIndustries(request) {
      const lang = requestLanguage(request);
      return ok(service.industries(lang), lang);
    },
    async searchOrganizationNames(request) {
      const lang = requestLanguage(request);
      const { keyWord = '' } = queryOf<{ keyWord: string }>(request);
      if (keyWord.trim().length < 2) {
        throw new DomainError('E0002', { fields: { keyWord: message('keyWord', lang) } });
      }
      return ok(await service.organizationNames(keyWord, request.ip, lang), lang);
    },
  };
}
