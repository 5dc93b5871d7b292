import { validationMessages } from '@storefront/validation';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import { messages } from '../../i18n';
import { LeaveMessageForm } from '../../LeaveMessageForm';
import { ToastProvider } from '../../Toast';
import { FormSubmitError, readSubmitFailure, siteLocaleOf } from './useValidatedForm';

function renderForm(onSubmit: () => Promise<void>, locale: 'en' | 'zh-CN' = 'en') {
  return render(
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={{ ...validationMessages[locale], ...messages[locale] }}
    >
      <ToastProvider>
        <LeaveMessageForm onSubmit={onSubmit} privacyHref="/privacy" />
      </ToastProvider>
    </IntlProvider>,
  );
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('form submit contract', () => {
  test('reads message and string field messages from whatever was thrown', () => {
    expect(
      readSubmitFailure(new FormSubmitError('Too many', { email: 'Blocked', bad: 3 as unknown as string })),
    ).toEqual({
      message: 'Too many',
      fields: { email: 'Blocked' },
    });
    expect(readSubmitFailure(new Error('Network'))).toEqual({ message: 'Network', fields: {} });
    expect(readSubmitFailure('nope')).toEqual({ message: '', fields: {} });
  });

  test('a submit before hydration posts the fields instead of putting them into the address', () => {
    renderForm(async () => {});
    const form = screen.getByRole('form', { name: messages.en['ui.LeaveMessageForm.formLabel'] });
    expect(form.getAttribute('method')).toBe('post');
  });

  test('the English site is any en* locale', () => {
    expect(siteLocaleOf('en')).toBe('en');
    expect(siteLocaleOf('en-GB')).toBe('en');
    expect(siteLocaleOf('zh-CN')).toBe('cn');
  });
});

describe('LeaveMessageForm validation', () => {
  test('submit shows the SPEC messages, focuses the first invalid field and sends nothing', () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.getByRole('textbox', { name: 'Full Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Full Name cannot be blank')).toBeTruthy();
    expect(screen.getByText('Please check the privacy policy')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Full Name' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the mainland mobile rule applies on the Chinese site only', () => {
    renderForm(async () => {}, 'zh-CN');
    type('电话', '12345');
    fireEvent.blur(screen.getByRole('textbox', { name: '电话' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
  });

  test('server field errors show until the field changes', async () => {
    const onSubmit = vi.fn(async () => {
      throw new FormSubmitError('Validation failed', { email: 'Blocked address' });
    });
    renderForm(onSubmit);
    for (const [name, value] of [
      ['Full Name', 'Jane'],
      ['Company', 'Example'],
      ['Department', 'R&D'],
      ['Address', 'Boston'],
      ['Phone Number', '555'],
      ['Email', 'jane@example.com'],
      ['Message', 'Hello'],
    ] as const)
      type(name, value);
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.submit(screen.getByRole('form'));
    });
    await waitFor(() => expect(screen.getByText('Blocked address')).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain('Validation failed');
    type('Email', 'jane2@example.com');
    expect(screen.queryByText('Blocked address')).toBeNull();
  });
});
