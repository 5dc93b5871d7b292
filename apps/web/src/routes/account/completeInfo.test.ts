import type { UserInfo } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { needsCompletion } from './completeInfo';

const complete: UserInfo = {
  name: '张三',
  phone: '13812345678',
  email: 'zhang@example.cn',
  company: '北京大学',
  department: '生命科学学院',
  areaName: '北京',
  phoneVerified: true,
};

describe('needsCompletion', () => {
  it('asks nothing of a complete profile with a verified mobile', () => {
    expect(needsCompletion(complete, 'cn')).toBe(false);
    expect(needsCompletion(complete, 'en')).toBe(false);
  });

  it('asks an SMS-login account (only the number) to complete its profile on both sites', () => {
    const smsOnly = { ...complete, name: '', company: ' ', department: '', areaName: '', email: '' };
    expect(needsCompletion(smsOnly, 'cn')).toBe(true);
    expect(needsCompletion(smsOnly, 'en')).toBe(true);
  });

  it('asks an e-mail registration to bind its mobile on the Chinese site only', () => {
    const unverified = { ...complete, phoneVerified: false };
    expect(needsCompletion(unverified, 'cn')).toBe(true);
    expect(needsCompletion(unverified, 'en')).toBe(false);
  });
});
