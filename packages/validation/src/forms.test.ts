import { describe, expect, it } from 'vitest';
import {
  enquiryForm,
  type FieldRule,
  type FormSpec,
  leaveMessageForm,
  mailSubscriptionForm,
  meetingRegistrationForm,
  resourceDownloadForm,
  validateForm,
} from './forms';
import { fieldIssueMessage, formatFieldIssue, validationMessages } from './messages';

const completeMessage = {
  name: '张三',
  company: '北京大学',
  department: '生命科学学院',
  address: '北京',
  phone: '13812345678',
  email: 'zhang@example.cn',
  content: '请问 IL-6 蛋白的货期？',
  privacy: true,
};

describe('validateForm', () => {
  it('accepts a complete leave-message', () => {
    expect(validateForm(leaveMessageForm, completeMessage, 'cn')).toEqual({});
  });

  it('names every blank field and the unticked privacy box', () => {
    expect(validateForm(leaveMessageForm, { phone: ' ' }, 'cn')).toEqual({
      name: 'required',
      company: 'required',
      department: 'required',
      address: 'required',
      phone: 'required',
      email: 'required',
      content: 'required',
      privacy: 'consent',
    });
  });

  it('drops the mainland mobile rule on the English site only', () => {
    const foreign = { ...completeMessage, phone: '+44 20 7946 0000' };
    expect(validateForm(leaveMessageForm, foreign, 'cn')).toEqual({ phone: 'mobile' });
    expect(validateForm(leaveMessageForm, foreign, 'en')).toEqual({});
  });

  it('checks e-mail and length', () => {
    const issues = validateForm(
      leaveMessageForm,
      { ...completeMessage, email: 'nope', content: 'x'.repeat(2001) },
      'cn',
    );
    expect(issues).toEqual({ email: 'email', content: 'maxLength' });
  });

  it('leaves the enquiry product category optional', () => {
    const enquiry = { ...completeMessage, industryName: '科研', areaName: '北京' };
    expect(validateForm(enquiryForm, enquiry, 'cn')).toEqual({});
    expect(validateForm(enquiryForm, { ...enquiry, industryName: '' }, 'cn')).toEqual({
      industryName: 'required',
    });
  });
});

describe('meetingRegistrationForm', () => {
  const registration = { name: '张三', company: '北京大学', email: 'zhang@example.cn', phone: '13812345678' };

  it('accepts a registration without a topic, and checks the phone by the site', () => {
    expect(validateForm(meetingRegistrationForm, registration, 'cn')).toEqual({});
    expect(validateForm(meetingRegistrationForm, { ...registration, phone: '+49 30 1234567' }, 'cn')).toEqual(
      {
        phone: 'mobile',
      },
    );
    expect(validateForm(meetingRegistrationForm, { ...registration, phone: '+49 30 1234567' }, 'en')).toEqual(
      {},
    );
  });

  it('refuses a missing name and a topic over 2,000 characters', () => {
    expect(
      validateForm(meetingRegistrationForm, { ...registration, name: ' ', content: 'x'.repeat(2001) }, 'en'),
    ).toEqual({ name: 'required', content: 'maxLength' });
  });
});

describe('resourceDownloadForm', () => {
  const details = {
    name: '李雷',
    email: 'lilei@example.edu.cn',
    phone: '13812345678',
    province: '北京',
    unit: '北京大学',
    department: '生命科学学院',
  };

  it('requires every field (SPEC §3) and checks the phone by the site', () => {
    expect(validateForm(resourceDownloadForm, details, 'cn')).toEqual({});
    const blank = Object.fromEntries(Object.keys(details).map((field) => [field, ' ']));
    expect(validateForm(resourceDownloadForm, blank, 'en')).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      province: 'required',
      unit: 'required',
      department: 'required',
    });
    expect(validateForm(resourceDownloadForm, { ...details, phone: '+49 30 1234567' }, 'cn')).toEqual({
      phone: 'mobile',
    });
    expect(validateForm(resourceDownloadForm, { ...details, phone: '+49 30 1234567' }, 'en')).toEqual({});
    expect(validateForm(resourceDownloadForm, { ...details, email: 'lilei@' }, 'en')).toEqual({
      email: 'email',
    });
  });
});

describe('messages', () => {
  it('has the same keys in both catalogs', () => {
    expect(Object.keys(validationMessages['zh-CN']).sort()).toEqual(
      Object.keys(validationMessages.en).sort(),
    );
  });

  it('has a message for every rule every form can break', () => {
    const forms: FormSpec<string>[] = [
      leaveMessageForm,
      enquiryForm,
      mailSubscriptionForm,
      meetingRegistrationForm,
      resourceDownloadForm,
    ];
    for (const form of forms) {
      for (const [field, spec] of Object.entries(form)) {
        const rules: FieldRule[] =
          spec.kind === 'consent' ? ['consent'] : ['required', 'maxLength', 'email', 'mobile'];
        for (const rule of rules) {
          if (rule === 'required' && !spec.required) continue;
          const { id } = fieldIssueMessage(field, rule, spec);
          expect(validationMessages['zh-CN'][id], id).toBeTruthy();
        }
      }
    }
  });

  it('words the messages of SPEC §5', () => {
    expect(formatFieldIssue('en', 'name', 'required', leaveMessageForm.name)).toBe(
      'Full Name cannot be blank',
    );
    expect(formatFieldIssue('en', 'privacy', 'consent', leaveMessageForm.privacy)).toBe(
      'Please check the privacy policy',
    );
    expect(formatFieldIssue('en', 'phone', 'mobile', leaveMessageForm.phone)).toBe(
      'Please enter the correct mobile phone number',
    );
    expect(formatFieldIssue('en', 'email', 'required', leaveMessageForm.email)).toBe('Email Required');
    expect(formatFieldIssue('zh-CN', 'content', 'maxLength', leaveMessageForm.content)).toBe(
      '不能超过 2000 个字符',
    );
  });
});
