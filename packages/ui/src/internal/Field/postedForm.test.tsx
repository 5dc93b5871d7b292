import { validationMessages } from '@storefront/validation';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { messages } from '../../i18n';
import { MailSubscriptionForm } from '../../MailSubscriptionForm';
import type { FormComponentProps, ServerFormProps } from './postedForm';

/** Stands in for a router's form component. */
function RouterForm(props: FormComponentProps) {
  return <form data-router="yes" {...props} />;
}

function renderSubscription(props: ServerFormProps) {
  return render(
    <IntlProvider locale="en" defaultLocale="en" messages={{ ...validationMessages.en, ...messages.en }}>
      <MailSubscriptionForm onSubmit={async () => {}} {...props} />
    </IntlProvider>,
  );
}

describe('a form without JavaScript (ServerFormProps)', () => {
  test('posts to its action, with a honeypot hidden from people', () => {
    const { container } = renderSubscription({ action: '/en?index' });
    const form = screen.getByRole('form', { name: messages.en['ui.MailSubscriptionForm.formLabel'] });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en?index');
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  test('renders through the formComponent it is given (a router form)', () => {
    renderSubscription({ formComponent: RouterForm });
    expect(screen.getByRole('form').getAttribute('data-router')).toBe('yes');
  });

  test("starts from the server's answer: the values kept and its messages on the fields", () => {
    renderSubscription({ posted: { values: { email: 'nobody' }, fields: { email: 'Blocked address' } } });
    const email = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    expect(email.value).toBe('nobody');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The browser's own rule speaks first where it applies, in the page's language.
    expect(screen.getByText(validationMessages.en['validation.email'] as string)).toBeTruthy();
  });

  test('says it was sent on the page the server returned to', () => {
    renderSubscription({ sent: true });
    expect(screen.getByText(messages.en['ui.MailSubscriptionForm.sent'] as string)).toBeTruthy();
  });
});
