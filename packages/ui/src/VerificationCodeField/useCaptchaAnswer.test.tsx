import { registrationForm, smsLoginForm, validationMessages } from '@storefront/validation';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../i18n';
import { sendTargetIssue } from './sendTargetIssue';
import { useCaptchaAnswer } from './useCaptchaAnswer';

const zh = { ...validationMessages['zh-CN'], ...messages['zh-CN'] };
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="zh-CN" defaultLocale="en" messages={zh}>
    {children}
  </IntlProvider>
);

describe('sendTargetIssue', () => {
  const intl = createIntl({ locale: 'zh-CN', defaultLocale: 'en', messages: zh });

  it('names a blank or malformed target in the words of SPEC §5', () => {
    expect(sendTargetIssue(intl, 'email', registrationForm.email, '', 'cn')).toBe('邮箱不能为空');
    expect(sendTargetIssue(intl, 'email', registrationForm.email, 'a@b', 'cn')).toBe('请输入正确的邮箱地址');
    expect(sendTargetIssue(intl, 'phone', smsLoginForm.phone, '+44 20 7946 0000', 'en')).toBe(
      '请输入正确的手机号码',
    );
  });

  it('lets a valid target through', () => {
    expect(sendTargetIssue(intl, 'email', registrationForm.email, 'a@b.cn', 'cn')).toBeNull();
    expect(sendTargetIssue(intl, 'phone', smsLoginForm.phone, '13800138000', 'cn')).toBeNull();
  });
});

describe('useCaptchaAnswer', () => {
  const captcha = { image: 'data:image/svg+xml,', captchaId: 'c-1' };

  it('refuses to send without an answer and asks nothing of the server', async () => {
    const onRefreshCaptcha = vi.fn();
    const { result } = renderHook(() => useCaptchaAnswer({ captcha, onRefreshCaptcha }), { wrapper });
    const request = vi.fn(async () => {});
    await expect(result.current.send(request)).rejects.toThrow('请先输入图形验证码');
    expect(request).not.toHaveBeenCalled();
    expect(onRefreshCaptcha).not.toHaveBeenCalled();
  });

  it('sends the id and the answer, then clears it and renews the image even when refused', async () => {
    const onRefreshCaptcha = vi.fn();
    const { result } = renderHook(() => useCaptchaAnswer({ captcha, onRefreshCaptcha }), { wrapper });
    act(() => result.current.fieldProps.onValueChange(' ab12 '));
    const request = vi.fn(async () => {
      throw new Error('图形验证码错误');
    });
    await act(async () => {
      await expect(result.current.send(request)).rejects.toThrow('图形验证码错误');
    });
    expect(request).toHaveBeenCalledWith({ captchaId: 'c-1', captcha: 'ab12' });
    expect(result.current.fieldProps.value).toBe('');
    expect(onRefreshCaptcha).toHaveBeenCalledTimes(1);
  });
});
