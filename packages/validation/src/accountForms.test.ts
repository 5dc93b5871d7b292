import { describe, expect, it } from 'vitest';
import {
  type FieldRule,
  type FieldSpec,
  passwordLoginForm,
  passwordResetForm,
  registrationForm,
  smsLoginForm,
  userCompletionForm,
  validateForm,
  verifiedPhoneCompletionForm,
} from './forms';
import { fieldIssueMessage, formatFieldIssue, validationMessages } from './messages';
import { isVerificationCode } from './rules';

const registration = {
  email: 'zhang@example.cn',
  name: '张三',
  phone: '13812345678',
  unit: '北京大学',
  department: '生命科学学院',
  password: 'abc123',
  confirmPassword: 'abc123',
  code: '123456',
  areaId: '3',
  industryId: '1',
  privacyAgreement: true,
  marketingConsent: false,
};

describe('registrationForm', () => {
  it('accepts a complete registration, marketing consent untouched or not', () => {
    expect(validateForm(registrationForm, registration, 'cn')).toEqual({});
    const { marketingConsent: _omitted, ...withoutMarketing } = registration;
    expect(validateForm(registrationForm, withoutMarketing, 'cn')).toEqual({});
  });

  it('requires every field but the marketing consent', () => {
    expect(validateForm(registrationForm, {}, 'cn')).toEqual({
      email: 'required',
      name: 'required',
      phone: 'required',
      unit: 'required',
      department: 'required',
      password: 'required',
      confirmPassword: 'required',
      code: 'required',
      areaId: 'required',
      industryId: 'required',
      privacyAgreement: 'consent',
    });
  });

  it('wants 6+ characters mixing letters and digits', () => {
    for (const password of ['abc12', 'abcdef', '123456']) {
      expect(validateForm(registrationForm, { ...registration, password }, 'cn').password, password).toBe(
        'password',
      );
    }
    expect(validateForm(registrationForm, { ...registration, password: `${'x'.repeat(63)}1` }, 'cn')).toEqual(
      {
        confirmPassword: 'match',
      },
    );
  });

  it("says 'passwords inconsistent' when the confirmation differs", () => {
    const issues = validateForm(registrationForm, { ...registration, confirmPassword: 'abc124' }, 'cn');
    expect(issues).toEqual({ confirmPassword: 'match' });
    expect(formatFieldIssue('en', 'confirmPassword', 'match', registrationForm.confirmPassword)).toBe(
      'passwords inconsistent',
    );
  });

  it('keeps the mainland mobile rule on the Chinese site only', () => {
    const foreign = { ...registration, phone: '+44 20 7946 0000' };
    expect(validateForm(registrationForm, foreign, 'cn')).toEqual({ phone: 'mobile' });
    expect(validateForm(registrationForm, foreign, 'en')).toEqual({});
  });

  it('checks the e-mail and the code pattern', () => {
    expect(validateForm(registrationForm, { ...registration, email: 'a@b', code: '12a4' }, 'cn')).toEqual({
      email: 'email',
      code: 'code',
    });
  });
});

describe('login, reset and completion forms', () => {
  it('only requires the login password, never judges it', () => {
    expect(validateForm(passwordLoginForm, { email: 'a@b.cn', password: 'x' }, 'cn')).toEqual({});
    expect(validateForm(passwordLoginForm, { email: '', password: '' }, 'cn')).toEqual({
      email: 'required',
      password: 'required',
    });
  });

  it('asks a mainland mobile for SMS login on both sites', () => {
    const foreign = { phone: '+44 20 7946 0000', code: '1234' };
    expect(validateForm(smsLoginForm, foreign, 'en')).toEqual({ phone: 'mobile' });
    expect(validateForm(smsLoginForm, { phone: '13812345678', code: '1234' }, 'en')).toEqual({});
  });

  it('checks the reset password and its confirmation', () => {
    const reset = { email: 'a@b.cn', password: 'abc123', confirmPassword: 'abc123', code: '12345678' };
    expect(validateForm(passwordResetForm, reset, 'cn')).toEqual({});
    expect(
      validateForm(passwordResetForm, { ...reset, password: 'abcdef', code: '123456789' }, 'cn'),
    ).toEqual({
      password: 'password',
      confirmPassword: 'match',
      code: 'maxLength',
    });
  });

  it('requires every completion field with a mainland mobile', () => {
    expect(validateForm(userCompletionForm, { phone: '14212345678' }, 'en')).toEqual({
      phone: 'mobile',
      code: 'required',
      name: 'required',
      company: 'required',
      department: 'required',
      areaName: 'required',
    });
  });

  it('asks no code of an already verified mobile, but still the mainland rule and the profile', () => {
    const profile = {
      phone: '13812345678',
      name: '张三',
      company: '北京大学',
      department: '生科院',
      areaName: '北京',
    };
    expect(validateForm(verifiedPhoneCompletionForm, profile, 'cn')).toEqual({});
    expect(validateForm(userCompletionForm, profile, 'cn')).toEqual({ code: 'required' });
    expect(
      validateForm(verifiedPhoneCompletionForm, { ...profile, phone: '14212345678', name: '' }, 'en'),
    ).toEqual({
      phone: 'mobile',
      name: 'required',
    });
  });
});

describe('isVerificationCode', () => {
  it('takes 4 to 8 digits', () => {
    expect(['1234', '12345678', ' 123456 '].map(isVerificationCode)).toEqual([true, true, true]);
    expect(['123', '123456789', '12a4', ''].map(isVerificationCode)).toEqual([false, false, false, false]);
  });
});

describe('account messages', () => {
  const forms = {
    registrationForm,
    passwordLoginForm,
    smsLoginForm,
    passwordResetForm,
    userCompletionForm,
    verifiedPhoneCompletionForm,
  };

  it('has a message in both catalogs for every rule every account field can break', () => {
    for (const [formName, form] of Object.entries(forms)) {
      for (const [field, spec] of Object.entries(form) as [string, FieldSpec][]) {
        const rules: FieldRule[] =
          spec.kind === 'consent'
            ? ['consent']
            : ['required', 'maxLength', 'email', 'mobile', 'password', 'code', 'match'];
        for (const rule of rules) {
          if ((rule === 'required' || rule === 'consent') && !spec.required) continue;
          const { id } = fieldIssueMessage(field, rule, spec);
          expect(validationMessages['zh-CN'][id], `${formName}.${field} ${id}`).toBeTruthy();
          expect(validationMessages.en[id], `${formName}.${field} ${id}`).toBeTruthy();
        }
      }
    }
  });

  it('words the password rule of SPEC §5 in both languages', () => {
    expect(formatFieldIssue('en', 'password', 'password', registrationForm.password)).toBe(
      'Password must be at least 6 characters mixing letters and digits',
    );
    expect(formatFieldIssue('zh-CN', 'confirmPassword', 'match', registrationForm.confirmPassword)).toBe(
      '两次输入的密码不一致',
    );
  });
});
