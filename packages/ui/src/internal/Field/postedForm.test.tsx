import { validationMessages } from '@storefront/validation';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode, SubmitEvent } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { CoaRequestForm } from '../../CoaRequestForm';
import { messages } from '../../i18n';
import { JobApplicationForm } from '../../JobApplicationForm';
import { MailSubscriptionForm } from '../../MailSubscriptionForm';
import { ResourceDownloadForm } from '../../ResourceDownloadForm';
import { ToastProvider } from '../../Toast';
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

/** What PostingForm posted, in the test that runs. */
const posts: FormData[] = [];

/** A router's form as far as the form is concerned: it posts unless the form's own handler prevented it. */
function PostingForm(props: FormComponentProps) {
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    props.onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    posts.push(new FormData(event.currentTarget));
  };
  return <form {...props} onSubmit={onSubmit} />;
}

describe('a form posting itself (no onSubmit: the route action answers, with JavaScript as without)', () => {
  beforeEach(() => {
    posts.length = 0;
  });

  const intlOf = (children: ReactNode) => (
    <IntlProvider locale="en" defaultLocale="en" messages={{ ...validationMessages.en, ...messages.en }}>
      {children}
    </IntlProvider>
  );

  test('posts through its formComponent only once valid, then takes the refusal and the confirmation', () => {
    const onSubscribed = vi.fn();
    const view = (props: ServerFormProps) =>
      intlOf(<MailSubscriptionForm formComponent={PostingForm} onSubscribed={onSubscribed} {...props} />);
    const { rerender } = render(view({}));
    const email = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    const subscribe = screen.getByRole('button', { name: messages.en['ui.MailSubscriptionForm.submit'] });

    fireEvent.change(email, { target: { value: 'lab@' } });
    fireEvent.click(subscribe);
    expect(posts).toHaveLength(0);
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'lab@example.com' } });
    fireEvent.click(subscribe);
    expect(posts.map((post) => post.get('email'))).toEqual(['lab@example.com']);

    // The route refused it: its message on the field, the value kept.
    rerender(
      view({ posted: { values: { email: 'lab@example.com' }, fields: { email: 'Blocked address' } } }),
    );
    expect(screen.getByText('Blocked address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(onSubscribed).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: 'lab@example.org' } });
    fireEvent.click(subscribe);
    expect(posts).toHaveLength(2);
    // The route took it and returned to the page with `?sent=`.
    rerender(view({ sent: true }));
    expect(onSubscribed).toHaveBeenCalledWith({ email: 'lab@example.org' });
    // As after an onSubmit: the form empties for another address.
    expect(email.value).toBe('');
  });

  test('a check the rules cannot make stops the post too: a CV over 5 MB is not uploaded', () => {
    render(
      intlOf(
        <ToastProvider>
          <JobApplicationForm
            formComponent={PostingForm}
            jobs={[{ value: '4', label: 'Scientist' }]}
            defaultJobId={4}
          />
        </ToastProvider>,
      ),
    );
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(label) }), { target: { value } });
    type(messages.en['ui.JobApplicationForm.name'] as string, 'Li Lei');
    type(messages.en['ui.JobApplicationForm.email'] as string, 'li@example.cn');
    type(messages.en['ui.JobApplicationForm.phone'] as string, '13812345678');
    const cv = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    const picker = screen.getByLabelText(new RegExp(messages.en['ui.JobApplicationForm.cv'] as string));
    fireEvent.change(picker, { target: { files: [cv] } });
    fireEvent.click(screen.getByRole('button', { name: messages.en['ui.JobApplicationForm.submit'] }));
    expect(posts).toHaveLength(0);
    expect(
      screen.getByText((validationMessages.en['validation.fileSize'] as string).replace('{max}', '5')),
    ).toBeTruthy();
  });

  test('a refusal the page was rendered with is not taken for an answer to a post of its own', () => {
    const onSubscribed = vi.fn();
    const posted = { values: { email: 'nobody' }, fields: {} };
    const view = (sent: boolean) =>
      intlOf(
        <MailSubscriptionForm
          formComponent={PostingForm}
          onSubscribed={onSubscribed}
          posted={posted}
          sent={sent}
        />,
      );
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(label) }), { target: { value } });

  test('an answer that comes with `sent` is the post taken, not a refusal: the COA shows the documents it found', () => {
    const view = (props: ServerFormProps) =>
      intlOf(
        <ToastProvider>
          <CoaRequestForm
            formComponent={PostingForm}
            areas={[{ value: '1', label: 'Beijing' }]}
            industries={[{ value: '2', label: 'Academia' }]}
            {...props}
          />
        </ToastProvider>,
      );
    const { rerender } = render(view({}));
    const text = (id: string) => messages.en[`ui.CoaRequestForm.${id}`] as string;
    type(text('name'), 'Li Lei');
    type(text('dept'), 'Lab');
    type(text('catalogNumbers'), 'IL6-H4218');
    type(text('lotNumber'), 'L1');
    fireEvent.change(screen.getByRole('combobox', { name: new RegExp(text('areaId')) }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: new RegExp(text('industryId')) }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: text('submit') }));
    expect(posts).toHaveLength(1);

    const result = {
      documents: [{ catalogNumber: 'IL6-H4218', lotNumber: 'L1', url: '/files/coa/7.pdf' }],
      notFound: [],
      emailed: false,
      reference: 'COA-42',
    };
    rerender(view({ posted: { values: {}, fields: {}, result }, sent: true }));
    const link = screen.getByRole('link', {
      name: text('document').replace('{catalogNumber}', 'IL6-H4218').replace('{lot}', 'L1'),
    });
    expect(link.getAttribute('href')).toBe('/files/coa/7.pdf');
    expect(screen.getByText(text('reference').replace('{reference}', 'COA-42'))).toBeTruthy();
  });

  test('the download form tells the app once its own post was taken, with the details sent', () => {
    const onSent = vi.fn();
    const view = (props: ServerFormProps) =>
      intlOf(
        <ToastProvider>
          <ResourceDownloadForm
            formComponent={PostingForm}
            resourceTitle="Manual"
            getRegisterHref={() => '/registered'}
            onSent={onSent}
            {...props}
          />
        </ToastProvider>,
      );
    const { rerender } = render(view({}));
    const text = (id: string) => messages.en[`ui.ResourceDownloadForm.${id}`] as string;
    const details = {
      name: 'Li Lei',
      email: 'li@example.cn',
      phone: '13812345678',
      province: 'Beijing',
      unit: 'Lab',
      department: 'Biology',
    };
    for (const [field, value] of Object.entries(details)) type(text(field), value);
    fireEvent.click(screen.getByRole('button', { name: text('submit') }));
    expect(posts).toHaveLength(1);
    // Answered with the pass: no refusal (nothing on the fields), the confirmation, and the app told.
    rerender(view({ posted: { values: {}, fields: {}, result: { pass: 'p' } }, sent: true }));
    expect(onSent).toHaveBeenCalledWith(details);
    expect(screen.getByRole('heading', { name: text('succeededTitle') })).toBeTruthy();
  });

  test('a new answer is a new verdict, also when `sent` stays true (a fetcher answered at once)', () => {
    const onSubscribed = vi.fn();
    const view = (props: ServerFormProps) =>
      intlOf(<MailSubscriptionForm formComponent={PostingForm} onSubscribed={onSubscribed} {...props} />);
    const { rerender } = render(view({}));
    const send = (address: string) => {
      fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: address } });
      fireEvent.click(screen.getByRole('button', { name: messages.en['ui.MailSubscriptionForm.submit'] }));
    };
    send('a@example.com');
    rerender(view({ posted: { values: {}, fields: {} }, sent: true }));
    send('b@example.com');
    rerender(view({ posted: { values: {}, fields: {} }, sent: true }));
    expect(onSubscribed.mock.calls).toEqual([[{ email: 'a@example.com' }], [{ email: 'b@example.com' }]]);
  });
});
