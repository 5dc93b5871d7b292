import type { resourceDownloadForm } from '@storefront/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { ResourceDownloadForm } from './ResourceDownloadForm';
import { resourceDownloadFormMessages as messages } from './ResourceDownloadForm.messages';

const meta = {
  title: 'Components/ResourceDownloadForm',
  component: ResourceDownloadForm,
  args: {
    resourceTitle: 'Recombinant protein reconstitution and storage manual',
    onSubmit: fn(async () => {}),
    getRegisterHref: (details) => `/registered?email=${encodeURIComponent(details.email)}`,
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
} satisfies Meta<typeof ResourceDownloadForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type Field = keyof typeof resourceDownloadForm;

const details = {
  name: 'Han Meimei',
  email: 'hmm@example.com',
  phone: '13912345678',
  province: 'Shanghai',
  unit: 'SIMM',
  department: 'Structural biology',
};

/** Fills in the form through the controls, as a visitor does (a mainland mobile: valid on both sites). */
async function fill(canvas: Canvas, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  for (const [field, value] of Object.entries(details)) {
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(messages[field as Field]) }),
      value,
    );
  }
}

export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) });
    await expect(form).toHaveTextContent(args.resourceTitle);
    await fill(canvas, globals);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(details));
    // The confirmation replaces the form and offers registration with the details given.
    const confirmation = await canvas.findByRole('status');
    await expect(confirmation).toHaveFocus();
    await expect(
      within(confirmation).getByRole('link', { name: intl.formatMessage(messages.register) }),
    ).toHaveAttribute('href', '/registered?email=hmm%40example.com');
  },
};

export const Playground: Story = {};

/** Every field is required; nothing is sent before they are all filled in. */
export const Invalid: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    for (const field of ['name', 'email', 'phone', 'province', 'unit', 'department'] as const) {
      await expect(
        await canvas.findByText(intl.formatMessage({ id: `validation.required.${field}` })),
      ).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal: its field message on the field, the form kept. */
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
    await expect(canvas.getByRole('form')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
