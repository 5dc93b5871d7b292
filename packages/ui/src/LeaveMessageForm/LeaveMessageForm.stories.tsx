import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { confirmDialogMessages } from '../ConfirmDialog/ConfirmDialog.messages';
import { FormSubmitError } from '../internal/Field';
import { fieldMessages } from '../internal/Field/Field.messages';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { withoutJavaScriptStories } from '../test/withoutJavaScriptStories';
import { LeaveMessageForm } from './LeaveMessageForm';
import { leaveMessageFormMessages as messages } from './LeaveMessageForm.messages';

const provinces = [
  { value: '上海市', label: '上海市' },
  { value: '江苏省', label: '江苏省' },
  { value: '浙江省', label: '浙江省' },
];

const filled = {
  name: '李雷',
  company: '复旦大学',
  department: '生命科学学院',
  address: '上海市',
  phone: '13800138000',
  email: 'lilei@example.com',
  content: '请问 IL6-H4218 是否有 1 mg 规格？',
};

// Widened: react-intl's message-type inference does not follow plural arguments or rich-text tags.
const errorSummary: MessageDescriptor = fieldMessages.errorSummary;
const privacyLabel: MessageDescriptor = messages.privacy;

type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The words of the privacy policy link inside the consent's label, as the catalog has them. */
function privacyLinkText(intl: IntlShape): string {
  let text = '';
  intl.formatMessage(privacyLabel, {
    link: (chunks: ReactNode[]) => {
      text = chunks.join('');
      return text;
    },
  });
  return text;
}

/** The form's controls by the catalog's labels of the story's locale. */
function controls({ canvasElement, globals }: PlayContext) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const textbox = (label: MessageDescriptor) =>
    canvas.getByRole('textbox', { name: intl.formatMessage(label) });
  return {
    intl,
    canvas,
    textbox,
    submit: () => canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }),
    /** Every field filled in with `filled` (the province chosen where the form offers provinces). */
    fill: async () => {
      await userEvent.type(textbox(messages.name), filled.name);
      await userEvent.type(textbox(messages.company), filled.company);
      await userEvent.type(textbox(messages.department), filled.department);
      const province = canvas.queryByRole('combobox', { name: intl.formatMessage(messages.province) });
      if (province) await userEvent.selectOptions(province, filled.address);
      else await userEvent.type(textbox(messages.address), filled.address);
      await userEvent.type(textbox(messages.phone), filled.phone);
      await userEvent.type(textbox(messages.email), filled.email);
      await userEvent.type(textbox(messages.content), filled.content);
      await userEvent.click(canvas.getByRole('checkbox'));
    },
  };
}

const meta = {
  title: 'Components/LeaveMessageForm',
  component: LeaveMessageForm,
  args: {
    onSubmit: fn(async () => {}),
    onSent: fn(),
    provinces,
    privacyHref: '/privacy',
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof LeaveMessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { intl, canvas, textbox } = controls(context);
    const form = canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) });
    await expect(form).toHaveAttribute('novalidate');
    await expect(textbox(messages.name)).toBeRequired();
    await expect(canvas.getByRole('link', { name: privacyLinkText(intl) })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(textbox(messages.name)).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {};

/**
 * Submitting empty: every SPEC §5 message, the first invalid field focused, the summary announced; the
 * mainland mobile rule holds on the Chinese site only.
 */
export const WithErrors: Story = {
  play: async (context) => {
    const { intl, canvas, textbox, submit } = controls(context);
    await userEvent.click(submit());
    const name = textbox(messages.name);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.name' }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByText(intl.formatMessage({ id: 'validation.consent.privacy' }))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      intl.formatMessage(errorSummary, { count: 8 }),
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();

    // Fixing a field clears its message live.
    await userEvent.type(name, filled.name);
    await expect(name).not.toHaveAttribute('aria-invalid');
    const phone = textbox(messages.phone);
    await userEvent.type(phone, '12345');
    if (intl.locale === 'en') await expect(phone).not.toHaveAttribute('aria-invalid');
    else await expect(phone).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.mobile' }));
  },
};

/** Blur validation: nothing is shown before a field was left. */
export const ValidateOnBlur: Story = {
  play: async (context) => {
    const { intl, textbox } = controls(context);
    const email = textbox(messages.email);
    await userEvent.type(email, 'lab@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
  },
};

/** The English site without provinces: the address is free text, and a phone number from anywhere is taken. */
export const EnglishAddress: Story = {
  args: { provinces: undefined },
  globals: { locale: 'en' },
  play: async (context) => {
    const { intl, textbox, submit } = controls(context);
    await userEvent.type(textbox(messages.name), 'Jane Doe');
    await userEvent.type(textbox(messages.company), 'Example Bio');
    await userEvent.type(textbox(messages.department), 'R&D');
    await userEvent.type(textbox(messages.address), 'Boston, MA');
    await userEvent.type(textbox(messages.phone), '+1 617 555 0100');
    await userEvent.type(textbox(messages.email), 'jane@example.com');
    await userEvent.type(textbox(messages.content), 'Bulk pricing for IL-6?');
    await userEvent.click(within(context.canvasElement).getByRole('checkbox'));
    await userEvent.click(submit());
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ phone: '+1 617 555 0100', address: 'Boston, MA' }),
      ),
    );
    const body = within(document.body);
    await expect(
      await body.findByRole('dialog', { name: intl.formatMessage(messages.succeededTitle) }),
    ).toBeVisible();
    await userEvent.click(
      body.getByRole('button', { name: intl.formatMessage(confirmDialogMessages.confirm) }),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    const { textbox } = controls(context);
    const name = textbox(messages.name);
    const company = textbox(messages.company);
    // One column on phones: the second field sits below the first, not beside it.
    await expect(company.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};

/** Prefilled for a logged-in user. */
export const Filled: Story = {
  args: { defaultValues: { name: filled.name, company: filled.company, email: filled.email } },
  play: async (context) => {
    const { textbox } = controls(context);
    await expect(textbox(messages.name)).toHaveValue(filled.name);
    await expect(textbox(messages.email)).toHaveValue(filled.email);
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async (context) => {
    const { canvas, fill, submit } = controls(context);
    await fill();
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    // A second click while sending sends nothing more.
    await userEvent.click(submit());
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server's own words (in the site's language, so not the catalog's): its msg and a field's message. */
const refusal = { message: 'Too many messages, please try again later', email: 'This address is blocked' };

/** The server refuses: its msg in a toast, its field messages on the fields. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError(refusal.message, { email: refusal.email });
    }),
  },
  play: async (context) => {
    const { canvas, textbox, fill, submit } = controls(context);
    await fill();
    await userEvent.click(submit());
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(refusal.message);
    const email = textbox(messages.email);
    await expect(email).toHaveAccessibleDescription(refusal.email);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(context.args.onSent).not.toHaveBeenCalled();
    // The values stay for a retry.
    await expect(textbox(messages.name)).toHaveValue(filled.name);
  },
};

/** Success: trimmed values sent, analytics called, 'Message Succeeded' box, form emptied. */
export const Success: Story = {
  play: async (context) => {
    const { intl, canvas, textbox, fill, submit } = controls(context);
    await fill();
    await userEvent.click(submit());
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith(filled));
    await expect(context.args.onSent).toHaveBeenCalledWith(filled);
    const dialog = await within(document.body).findByRole('dialog', {
      name: intl.formatMessage(messages.succeededTitle),
    });
    await expect(dialog).toHaveAccessibleDescription(intl.formatMessage(messages.succeededDescription));
    await expect(textbox(messages.name)).toHaveValue('');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

/** Empty, prefilled and refused side by side (the refused one without provinces: the free-text address). */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <LeaveMessageForm {...args} label="empty" />
      <LeaveMessageForm {...args} label="filled" defaultValues={filled} />
      <LeaveMessageForm {...args} label="errors" provinces={undefined} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const withErrors = within(canvas.getByRole('form', { name: 'errors' }));
    await userEvent.click(withErrors.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await expect(
      withErrors.getByRole('textbox', { name: intl.formatMessage(messages.address) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.address' }));
    await expect(canvas.getByRole('form', { name: 'filled' })).toHaveFormValues({ name: filled.name });
  },
};

const withoutJavaScript = withoutJavaScriptStories({
  name: 'ui.LeaveMessageForm.name',
  email: 'ui.LeaveMessageForm.email',
  sentHeading: 'ui.LeaveMessageForm.succeededTitle',
});

/** Refused by the server after a post without JavaScript: the posted values kept, the messages in place. */
export const PostedWithoutJavaScript: Story = withoutJavaScript.PostedWithoutJavaScript;
export const PostedWithoutJavaScriptEnglish: Story = withoutJavaScript.PostedWithoutJavaScriptEnglish;
/** The page a post without JavaScript returned to once sent (`?sent=`): the confirmation in place of the form. */
export const SentWithoutJavaScript: Story = withoutJavaScript.SentWithoutJavaScript;
export const SentWithoutJavaScriptEnglish: Story = withoutJavaScript.SentWithoutJavaScriptEnglish;
