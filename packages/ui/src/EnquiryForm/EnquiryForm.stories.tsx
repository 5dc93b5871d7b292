import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { EnquiryForm } from './EnquiryForm';
import { enquiryFormMessages as messages } from './EnquiryForm.messages';

const industries = [
  { value: '科研院所', label: '科研院所' },
  { value: '生物医药企业', label: '生物医药企业' },
];
const areas = [
  { value: '中国大陆', label: '中国大陆' },
  { value: '中国香港', label: '中国香港' },
];
const product = { catalogNumber: 'IL6-H4218', name: 'Human IL-6 Protein, His Tag' };
const otherTreeName = '细胞因子';
const service = { name: '结合动力学检测（SPR / BLI）', label: 'Service' };

type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The form's controls by the catalog's labels of the story's locale, within `canvasElement`. */
function controls({ canvasElement, globals }: PlayContext) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const textbox = (label: MessageDescriptor) =>
    canvas.getByRole('textbox', { name: intl.formatMessage(label) });
  const combobox = (label: MessageDescriptor) =>
    canvas.getByRole('combobox', { name: intl.formatMessage(label) });
  return {
    intl,
    canvas,
    textbox,
    combobox,
    submit: () => canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }),
    /** Every required field filled in. */
    fill: async () => {
      await userEvent.type(textbox(messages.name), '韩梅梅');
      await userEvent.type(textbox(messages.company), '中科院上海药物所');
      await userEvent.type(textbox(messages.department), '药理室');
      await userEvent.selectOptions(combobox(messages.industryName), industries[0]?.value ?? '');
      await userEvent.selectOptions(combobox(messages.areaName), areas[0]?.value ?? '');
      await userEvent.type(textbox(messages.phone), '13912345678');
      await userEvent.type(textbox(messages.email), 'hmm@example.com');
      await userEvent.type(textbox(messages.content), '需要 1 mg 报价');
    },
  };
}

const meta = {
  title: 'Components/EnquiryForm',
  component: EnquiryForm,
  args: { onSubmit: fn(async () => {}), onSent: fn(), industries, areas, product, otherTreeName },
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{ maxWidth: 760 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, textbox, combobox } = controls(context);
    await expect(canvas.getByText(product.catalogNumber)).toBeVisible();
    await expect(textbox(messages.otherTreeName)).toHaveValue(otherTreeName);
    await expect(textbox(messages.otherTreeName)).not.toBeRequired();
    await expect(combobox(messages.industryName)).toBeRequired();
  },
};

export const Playground: Story = { args: { product: undefined, otherTreeName: undefined } };

export const WithErrors: Story = {
  play: async (context) => {
    const { intl, textbox, combobox, submit } = controls(context);
    await userEvent.click(submit());
    await expect(combobox(messages.industryName)).toHaveAccessibleDescription(
      intl.formatMessage({ id: 'validation.required.industryName' }),
    );
    await expect(combobox(messages.areaName)).toHaveAccessibleDescription(
      intl.formatMessage({ id: 'validation.required.areaName' }),
    );
    await expect(textbox(messages.otherTreeName)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(textbox(messages.name)).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a service page: no product, the service named in the category field under the page's own label. */
export const AboutAService: Story = {
  args: { product: undefined, otherTreeName: service.name, otherTreeNameLabel: service.label },
  play: async (context) => {
    const { intl, canvas, fill, submit } = controls(context);
    await expect(canvas.getByRole('textbox', { name: service.label })).toHaveValue(service.name);
    await expect(
      canvas.queryByRole('textbox', { name: intl.formatMessage(messages.otherTreeName) }),
    ).toBeNull();
    await fill();
    await userEvent.click(submit());
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ otherTreeName: service.name }),
      ),
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalledWith(
      expect.objectContaining({ catalogNumber: expect.anything() }),
    );
  },
};

/** The English site drops the mainland mobile rule: a phone number from anywhere is taken. */
export const EnglishPhone: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const { intl, textbox, submit } = controls(context);
    await userEvent.click(submit());
    await expect(textbox(messages.email)).toHaveAccessibleDescription(
      intl.formatMessage({ id: 'validation.required.email' }),
    );
    await userEvent.type(textbox(messages.phone), '+44 20 7946 0000');
    await expect(textbox(messages.phone)).not.toHaveAttribute('aria-invalid');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    const { textbox } = controls(context);
    const name = textbox(messages.name);
    const company = textbox(messages.company);
    await expect(company.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};

export const Filled: Story = {
  args: { defaultValues: { name: '韩梅梅', company: '中科院上海药物所', areaName: areas[0]?.value } },
  play: async (context) => {
    await expect(controls(context).combobox(messages.areaName)).toHaveValue(areas[0]?.value);
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async (context) => {
    const { fill, submit } = controls(context);
    await fill();
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The server's own words (in the site's language, so not the catalog's): its msg and a field's message. */
const refusal = { message: 'Parameter check failed', phone: 'This number cannot be reached' };

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError(refusal.message, { phone: refusal.phone });
    }),
  },
  play: async (context) => {
    const { intl, canvas, textbox, fill, submit } = controls(context);
    await fill();
    await userEvent.click(submit());
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(intl.formatMessage(messages.failed));
    await expect(toast).toHaveTextContent(refusal.message);
    await expect(textbox(messages.phone)).toHaveAccessibleDescription(refusal.phone);
    await expect(context.args.onSent).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async (context) => {
    const { intl, canvas, fill, submit } = controls(context);
    await fill();
    await userEvent.click(submit());
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          catalogNumber: product.catalogNumber,
          otherTreeName,
          industryName: industries[0]?.value,
        }),
      ),
    );
    await waitFor(() => expect(canvas.getByText(intl.formatMessage(messages.succeeded))).toBeVisible());
    await expect(context.args.onSent).toHaveBeenCalledTimes(1);
  },
};

/** On a product page and without a product, side by side. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <EnquiryForm {...args} label="product page" />
      <EnquiryForm {...args} label="no product" product={undefined} otherTreeName={undefined} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const second = within(canvasElement).getByRole('form', { name: 'no product' });
    const { textbox, submit } = controls({ canvasElement: second, globals });
    await userEvent.click(submit());
    await expect(textbox(messages.name)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(second).queryByText(product.catalogNumber)).toBeNull();
  },
};

/**
 * The page a post without JavaScript was refused on (the server's 400): the posted values kept, the
 * fields' messages in place.
 */
export const PostedWithoutJavaScript: Story = {
  args: { posted: { values: { name: 'Han Meimei', email: 'lab@' }, fields: {} } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl(globals);
    const email = canvas.getByRole('textbox', { name: intl.formatMessage({ id: 'ui.EnquiryForm.email' }) });
    await expect(email).toHaveValue('lab@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage({ id: 'ui.EnquiryForm.name' }) }),
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
  args: { sent: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl(globals);
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage({ id: 'ui.EnquiryForm.succeeded' }) }),
    ).toBeVisible();
  },
};

/** The same confirmation on the English site. */
export const SentWithoutJavaScriptEnglish: Story = {
  ...SentWithoutJavaScript,
  globals: { locale: 'en' },
};
