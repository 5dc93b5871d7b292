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
  tags: ['snapshot'],
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

/**
 * The page a post without JavaScript was refused on (the server's 400): the posted values kept, the
 * fields' messages in place.
 */
export const PostedWithoutJavaScript: Story = {
  args: {
    fileHref: '/resources?activeIndex=0&download=4',
    posted: { values: { name: 'Han Meimei', email: 'lab@' }, fields: {} },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl(globals);
    const email = canvas.getByRole('textbox', {
      name: intl.formatMessage({ id: 'ui.ResourceDownloadForm.email' }),
    });
    await expect(email).toHaveValue('lab@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage({ id: 'ui.ResourceDownloadForm.name' }) }),
    ).toHaveValue('Han Meimei');
  },
};

/** The same refusal on the English site. */
export const PostedWithoutJavaScriptEnglish: Story = {
  ...PostedWithoutJavaScript,
  globals: { locale: 'en' },
};

/** The page a post without JavaScript returned to once sent (`?sent=`): the confirmation in place of the form. */
export const SentWithoutJavaScript: Story = {
  args: { fileHref: '/resources?activeIndex=0&download=4', sent: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl(globals);
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage({ id: 'ui.ResourceDownloadForm.readyTitle' }) }),
    ).toBeVisible();
    // No script started the download: the confirmation links to the file.
    await expect(
      canvas.getByRole('link', {
        name: intl.formatMessage(
          { id: 'ui.ResourceDownloadForm.fileLink' },
          { title: 'Recombinant protein reconstitution and storage manual' },
        ),
      }),
    ).toHaveAttribute('href', '/resources?activeIndex=0&download=4');
  },
};

/** The same confirmation on the English site. */
export const SentWithoutJavaScriptEnglish: Story = {
  ...SentWithoutJavaScript,
  globals: { locale: 'en' },
};
