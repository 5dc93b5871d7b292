import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { storyIntl } from '../test/storyIntl';
import { MailSubscriptionForm } from './MailSubscriptionForm';
import { mailSubscriptionFormMessages as messages } from './MailSubscriptionForm.messages';

const meta = {
  title: 'Components/MailSubscriptionForm',
  component: MailSubscriptionForm,
  args: { onSubmit: fn(async () => {}), onSubscribed: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MailSubscriptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Widened: without a type argument, defineMessages types every message as taking no values.
const succeeded: MessageDescriptor = messages.succeeded;

type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The form's controls by the catalog's labels of the story's locale. */
function controls({ canvasElement, globals }: PlayContext) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  return {
    intl,
    canvas,
    email: () => canvas.getByRole('textbox', { name: intl.formatMessage(messages.email) }),
    submit: () => canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }),
  };
}

export const Default: Story = {
  play: async (context) => {
    const { intl, canvas, email } = controls(context);
    await expect(canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) })).toHaveAttribute(
      'novalidate',
    );
    await expect(email()).toBeRequired();
  },
};

export const Playground: Story = {};

export const WithErrors: Story = {
  play: async (context) => {
    const { intl, email, submit } = controls(context);
    await userEvent.click(submit());
    await expect(email()).toHaveAccessibleDescription(
      intl.formatMessage({ id: 'validation.required.email' }),
    );
    await userEvent.type(email(), 'lab@');
    await expect(email()).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await expect(controls(context).submit()).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async (context) => {
    const { email, submit } = controls(context);
    await userEvent.type(email(), 'lab@example.com');
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The server's own message (its words, in the site's language) where the confirmation would be. */
const alreadySubscribed = 'This address is already subscribed';

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError(alreadySubscribed);
    }),
  },
  play: async (context) => {
    const { canvas, email, submit } = controls(context);
    await userEvent.type(email(), 'lab@example.com');
    await userEvent.click(submit());
    await waitFor(() => expect(canvas.getByText(alreadySubscribed)).toBeVisible());
    await expect(context.args.onSubscribed).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async (context) => {
    const { intl, canvas, email, submit } = controls(context);
    await userEvent.type(email(), ' lab@example.com ');
    await userEvent.click(submit());
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith({ email: 'lab@example.com' }));
    await waitFor(() =>
      expect(canvas.getByText(intl.formatMessage(succeeded, { email: 'lab@example.com' }))).toBeVisible(),
    );
    await expect(context.args.onSubscribed).toHaveBeenCalledWith({ email: 'lab@example.com' });
    await expect(email()).toHaveValue('');
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  play: async (context) => {
    const { email, submit } = controls(context);
    await userEvent.type(email(), 'lab@');
    await userEvent.click(submit());
    await expect(email()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The page a post without JavaScript was refused on: the server's values and messages in place. */
export const RefusedWithoutJavaScript: Story = {
  args: { posted: { values: { email: 'lab@' }, fields: {} } },
  play: async (context) => {
    const { intl, email } = controls(context);
    await expect(email()).toHaveValue('lab@');
    await expect(email()).toHaveAttribute('aria-invalid', 'true');
    await expect(email()).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
  },
};

/** The page a post without JavaScript returned to once sent (`?sent=subscription`). */
export const SentWithoutJavaScript: Story = {
  args: { sent: true },
  play: async (context) => {
    const { intl, canvas } = controls(context);
    await expect(canvas.getByText(intl.formatMessage(messages.sent))).toHaveAttribute('role', 'status');
  },
};
