import type { meetingRegistrationForm } from '@storefront/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { withoutJavaScriptStories } from '../test/withoutJavaScriptStories';
import { MeetingRegistrationForm } from './MeetingRegistrationForm';
import { meetingRegistrationFormMessages as messages } from './MeetingRegistrationForm.messages';

const meta = {
  title: 'Components/MeetingRegistrationForm',
  component: MeetingRegistrationForm,
  args: { meetingName: 'BIO-Europe 2026', onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof MeetingRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type Field = keyof typeof meetingRegistrationForm;

/** Fills in a registration through the controls, as a visitor does (a mainland mobile: valid on both sites). */
async function fill(canvas: Canvas, globals: Record<string, unknown>, content = '') {
  const intl = storyIntl(globals);
  const type = (field: Field, value: string) =>
    userEvent.type(canvas.getByRole('textbox', { name: intl.formatMessage(messages[field]) }), value);
  await type('name', 'Han Meimei');
  await type('company', 'SIMM');
  await type('email', 'hmm@example.com');
  await type('phone', '13912345678');
  if (content) await type('content', content);
}

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals, args }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) });
    await expect(form).toHaveTextContent('BIO-Europe 2026');
    await fill(canvas, globals, 'GMP T7');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Han Meimei',
        company: 'SIMM',
        email: 'hmm@example.com',
        phone: '13912345678',
        content: 'GMP T7',
      }),
    );
    // The confirmation replaces the form, names the meeting and the address, and takes the focus.
    const confirmation = await canvas.findByRole('status');
    await expect(
      within(confirmation).getByRole('heading', { name: intl.formatMessage(messages.succeededTitle) }),
    ).toBeVisible();
    await expect(confirmation).toHaveTextContent(
      intl.formatMessage(messages.succeededDescription, {
        email: 'hmm@example.com',
        meeting: 'BIO-Europe 2026',
      }),
    );
    await expect(confirmation).toHaveFocus();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.registerAnother) }));
    await expect(canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Every required field is checked before anything is sent; the topic may stay empty. */
export const Invalid: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    for (const field of ['name', 'company', 'email', 'phone'] as const) {
      await expect(
        await canvas.findByText(intl.formatMessage({ id: `validation.required.${field}` })),
      ).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal: its message in a toast, its field messages on the fields, the form kept. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('E0002', { email: 'Please Enter The Correct Email Address' });
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, globals);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await expect(await canvas.findByText('Please Enter The Correct Email Address')).toBeVisible();
    await expect(
      canvas.queryByRole('status', { name: intl.formatMessage(messages.succeededTitle) }),
    ).toBeNull();
    await expect(canvas.getByRole('form')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('form', { name: intl.formatMessage(messages.formLabel) }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const withoutJavaScript = withoutJavaScriptStories({
  name: 'ui.MeetingRegistrationForm.name',
  email: 'ui.MeetingRegistrationForm.email',
  sentHeading: 'ui.MeetingRegistrationForm.succeededTitle',
});

/** Refused by the server after a post without JavaScript: the posted values kept, the messages in place. */
export const PostedWithoutJavaScript: Story = withoutJavaScript.PostedWithoutJavaScript;
export const PostedWithoutJavaScriptEnglish: Story = withoutJavaScript.PostedWithoutJavaScriptEnglish;
/** The page a post without JavaScript returned to once sent (`?sent=`): the confirmation in place of the form. */
export const SentWithoutJavaScript: Story = withoutJavaScript.SentWithoutJavaScript;
export const SentWithoutJavaScriptEnglish: Story = withoutJavaScript.SentWithoutJavaScriptEnglish;
