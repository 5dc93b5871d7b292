import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormSubmitError } from '../internal/Field';
import { renderWithIntl } from '../test/renderWithIntl';
import { secondsLeft } from './useSendCodeCountdown';
import { VerificationCodeField } from './VerificationCodeField';

describe('secondsLeft', () => {
  it('rounds up and stops at 0', () => {
    expect(secondsLeft(0, 0, 60)).toBe(60);
    expect(secondsLeft(0, 500, 60)).toBe(60);
    expect(secondsLeft(0, 1000, 60)).toBe(59);
    expect(secondsLeft(0, 59_999, 60)).toBe(1);
    expect(secondsLeft(0, 60_000, 60)).toBe(0);
    expect(secondsLeft(0, 90_000, 60)).toBe(0);
  });
});

function Harness({ onSend }: { onSend: () => Promise<void> }) {
  const [value, setValue] = useState('');
  return <VerificationCodeField value={value} onValueChange={setValue} onSend={onSend} />;
}

describe('VerificationCodeField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 60 s after a code went out, then offers to send again', async () => {
    const onSend = vi.fn(async () => {});
    renderWithIntl(<Harness onSend={onSend} />, 'en');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Resend in 60 s' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('valid for 5 minutes');
    await act(async () => vi.advanceTimersByTime(30_000));
    expect((screen.getByRole('button', { name: 'Resend in 30 s' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(30_000));
    const again = screen.getByRole('button', { name: 'Send code' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(again));
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal and starts no countdown', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('Please enter the correct mobile phone number');
    });
    renderWithIntl(<Harness onSend={onSend} />, 'en');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(screen.getByRole('status').textContent).toContain('Please enter the correct mobile phone number');
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the field message of a refusal rather than its summary ("Validation failed")', async () => {
    const onSend = vi.fn(async () => {
      throw new FormSubmitError('Validation failed', { captcha: 'The image code is wrong or has expired' });
    });
    renderWithIntl(<Harness onSend={onSend} />, 'en');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(screen.getByRole('status').textContent).toBe('The image code is wrong or has expired');
  });

  it('falls back to its own message when the server gave none', async () => {
    renderWithIntl(<Harness onSend={() => Promise.reject(new Error(''))} />, 'zh-CN');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '发送验证码' })));
    expect(screen.getByRole('status').textContent).toContain('验证码发送失败，请稍后再试');
  });
});
