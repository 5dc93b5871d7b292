import type { productSuggestionForm } from '@storefront/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { withoutJavaScriptStories } from '../test/withoutJavaScriptStories';
import { ProductSuggestionForm } from './ProductSuggestionForm';
import {
  productSuggestionFormMessages as messages,
  speciesOptionMessages,
  tagOptionMessages,
} from './ProductSuggestionForm.messages';

const regions = [
  { value: '北京', label: '北京' },
  { value: '上海', label: '上海' },
  { value: 'Germany', label: 'Germany' },
];

const meta = {
  title: 'Components/ProductSuggestionForm',
  component: ProductSuggestionForm,
  args: { onSubmit: fn(async () => {}), onSent: fn(), regions },
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{ maxWidth: 760 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ProductSuggestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type Field = keyof typeof productSuggestionForm;

/** The story's texts, by the catalog of its locale. */
function texts(globals: Record<string, unknown>) {
  const intl: IntlShape = storyIntl(globals);
  const label = (field: Field) => intl.formatMessage(messages[field]);
  /** The message of a field's required rule (the validation package's catalog). */
  const required = (field: Field) => intl.formatMessage({ id: `validation.required.${field}` });
  return { intl, label, required };
}

/** Fills in a complete suggestion through the controls, as a visitor does. */
async function fill(canvas: Canvas, globals: Record<string, unknown>) {
  const { label } = texts(globals);
  const type = (field: Field, value: string) =>
    userEvent.type(canvas.getByRole('textbox', { name: label(field) }), value);
  const pick = (field: Field, value: string) =>
    userEvent.selectOptions(canvas.getByRole('combobox', { name: label(field) }), value);
  await type('productName', 'IL-6');
  await pick('species', 'human');
  await pick('tagPosition', 'c-terminus');
  await pick('expressionSystem', 'mammalian');
  await pick('tag', 'his');
  await type('expressionRange', 'Val30-Met212');
  await type('accessionNumber', 'P05231');
  await type('quantity', '1 mg');
  await pick('longTermNeed', 'true');
  await type('quality', '> 95%');
  await type('deliveryTime', '4 weeks');
  await type('purpose', 'ELISA');
  await type('otherRequirements', 'None');
  await type('name', 'Han Meimei');
  await type('company', 'SIMM');
  await type('department', 'Pharmacology');
  await pick('region', '上海');
  await type('email', 'hmm@example.com');
  await type('phone', '13912345678');
  await pick('industry', 'research');
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { intl, label } = texts(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) });
    await expect(form).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('textbox', { name: label('productName') })).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: label('species') })).toBeRequired();
    await expect(
      canvas.getByRole('option', { name: intl.formatMessage(speciesOptionMessages.human) }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('option', { name: intl.formatMessage(tagOptionMessages['tag-free']) }),
    ).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals, args }) => {
    const { intl, label } = texts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await expect(canvas.getByRole('textbox', { name: label('productName') })).toHaveAccessibleDescription(
      intl.formatMessage({ id: 'validation.required.productName' }),
    );
    // The English site takes a phone number from anywhere.
    const phone = canvas.getByRole('textbox', { name: label('phone') });
    await userEvent.type(phone, '+44 20 7946 0000');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Nothing filled in: every field says what it needs, the first is focused, nothing is sent. */
export const WithErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { intl, label, required } = texts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await expect(canvas.getByRole('combobox', { name: label('species') })).toHaveAccessibleDescription(
      required('species'),
    );
    await expect(canvas.getByRole('textbox', { name: label('purpose') })).toHaveAccessibleDescription(
      required('purpose'),
    );
    await waitFor(() => expect(canvas.getByRole('textbox', { name: label('productName') })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The product name is 2 to 10 characters, checked once the field is left. */
export const ProductNameLength: Story = {
  play: async ({ canvasElement, globals }) => {
    const { intl, label } = texts(globals);
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: label('productName') });
    await userEvent.type(name, 'A');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(
      intl.formatMessage({ id: 'validation.length' }, { min: 2, max: 10 }),
    );
    await userEvent.type(name, 'B');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * The region is checked as soon as it changes, the other fields once left: a typed region (no list) emptied
 * says so at once, while the focus is still in it. (A list's placeholder cannot be chosen again.)
 */
export const RegionOnChange: Story = {
  args: { regions: undefined },
  play: async ({ canvasElement, globals }) => {
    const { label, required } = texts(globals);
    const canvas = within(canvasElement);
    const region = canvas.getByRole('textbox', { name: label('region') });
    await userEvent.type(region, 'x');
    await userEvent.clear(region);
    await expect(region).toHaveFocus();
    await expect(region).toHaveAccessibleDescription(required('region'));
    const quantity = canvas.getByRole('textbox', { name: label('quantity') });
    await userEvent.type(quantity, 'x');
    await userEvent.clear(quantity);
    await expect(quantity).not.toHaveAttribute('aria-invalid');
  },
};

export const Prefilled: Story = {
  args: {
    defaultValues: {
      productName: 'IL-99',
      name: '韩梅梅',
      company: '中科院上海药物所',
      department: '药理室',
      region: '上海',
      email: 'hmm@example.com',
      phone: '13912345678',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const { label } = texts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: label('productName') })).toHaveValue('IL-99');
    await expect(canvas.getByRole('textbox', { name: label('name') })).toHaveValue('韩梅梅');
    await expect(canvas.getByRole('combobox', { name: label('region') })).toHaveValue('上海');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const { intl, label } = texts(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
    const productName = canvas.getByRole('textbox', { name: label('productName') });
    const species = canvas.getByRole('combobox', { name: label('species') });
    // One column on phones.
    await expect(species.getBoundingClientRect().top).toBeGreaterThan(
      productName.getBoundingClientRect().bottom,
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, globals }) => {
    const { intl } = texts(globals);
    const canvas = within(canvasElement);
    await fill(canvas, globals);
    const submit = canvas.getByRole('button', { name: intl.formatMessage(messages.submit) });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('Validation failed', { productName: 'Already in the catalogue' });
    }),
  },
  play: async ({ canvasElement, globals, args }) => {
    const { intl, label } = texts(globals);
    const canvas = within(canvasElement);
    await fill(canvas, globals);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(intl.formatMessage(messages.failed));
    await expect(toast).toHaveTextContent('Validation failed');
    await expect(canvas.getByRole('textbox', { name: label('productName') })).toHaveAccessibleDescription(
      'Already in the catalogue',
    );
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { intl, label } = texts(globals);
    const canvas = within(canvasElement);
    await fill(canvas, globals);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          productName: 'IL-6',
          species: 'human',
          longTermNeed: true,
          region: '上海',
        }),
      ),
    );
    await waitFor(() => expect(canvas.getByText(intl.formatMessage(messages.succeeded))).toBeVisible());
    await expect(args.onSent).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: label('productName') })).toHaveValue('');
  },
};

export const SuccessEnglish: Story = { globals: { locale: 'en' }, play: Success.play };

/** Without a region list the region is typed. */
export const TypedRegion: Story = {
  args: { regions: undefined },
  play: async ({ canvasElement, globals }) => {
    const { label } = texts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: label('region') })).toBeRequired();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <ProductSuggestionForm {...args} label="empty" />
      <ProductSuggestionForm
        {...args}
        label="prefilled"
        regions={undefined}
        defaultValues={{ productName: 'IL-99', name: '韩梅梅', email: 'hmm@example.com' }}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const { intl, label } = texts(globals);
    const canvas = within(canvasElement);
    const empty = canvas.getByRole('form', { name: 'empty' });
    await userEvent.click(within(empty).getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await expect(within(empty).getByRole('textbox', { name: label('productName') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const prefilled = canvas.getByRole('form', { name: 'prefilled' });
    await expect(within(prefilled).getByRole('textbox', { name: label('productName') })).toHaveValue('IL-99');
  },
};

const withoutJavaScript = withoutJavaScriptStories({
  name: 'ui.ProductSuggestionForm.name',
  email: 'ui.ProductSuggestionForm.email',
  sentHeading: 'ui.ProductSuggestionForm.succeeded',
});

/** Refused by the server after a post without JavaScript: the posted values kept, the messages in place. */
export const PostedWithoutJavaScript: Story = withoutJavaScript.PostedWithoutJavaScript;
export const PostedWithoutJavaScriptEnglish: Story = withoutJavaScript.PostedWithoutJavaScriptEnglish;
/** The page a post without JavaScript returned to once sent (`?sent=`): the confirmation in place of the form. */
export const SentWithoutJavaScript: Story = withoutJavaScript.SentWithoutJavaScript;
export const SentWithoutJavaScriptEnglish: Story = withoutJavaScript.SentWithoutJavaScriptEnglish;
