import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { AddToCart } from './AddToCart';
import { addToCartMessages } from './AddToCart.messages';

const meta = {
  title: 'Components/AddToCart',
  component: AddToCart,
  args: {
    productName: '人 IL-6 蛋白，His 标签',
    sizes: ['10 µg', '50 µg', '1 mg'],
    onAdd: fn(),
  },
} satisfies Meta<typeof AddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a size, type a quantity, add: the choice is reported once. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', {
        name: intl.formatMessage(addToCartMessages.formLabel, { productName: '人 IL-6 蛋白，His 标签' }),
      }),
    ).toBeInTheDocument();
    const size = canvas.getByRole('combobox', { name: intl.formatMessage(addToCartMessages.size) });
    await expect(size).toHaveValue('10 µg');
    await userEvent.selectOptions(size, '50 µg');
    const quantity = canvas.getByRole('spinbutton', { name: intl.formatMessage(addToCartMessages.quantity) });
    await expect(quantity).toHaveValue(1);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(addToCartMessages.submit) }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith({ size: '50 µg', count: 3 });
  },
};

export const Playground: Story = {};

/** A quantity that is not a whole number from 1 to 9999 is named and focused; nothing is added. */
export const InvalidQuantity: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: intl.formatMessage(addToCartMessages.quantity) });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(addToCartMessages.submit) }));
    await expect(quantity).toHaveAccessibleDescription(
      intl.formatMessage(addToCartMessages.quantityInvalid, { max: '9999' }),
    );
    await expect(quantity).toHaveFocus();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAdd).not.toHaveBeenCalled();
    // Fixing it clears the message; Enter in the field adds.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2{Enter}');
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    await expect(args.onAdd).toHaveBeenCalledWith({ size: '10 µg', count: 2 });
  },
};

/** The keyboard alone: Tab to each control, arrows on the quantity, Enter on the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('combobox', { name: intl.formatMessage(addToCartMessages.size) }),
    ).toHaveFocus();
    await userEvent.tab();
    const quantity = canvas.getByRole('spinbutton', { name: intl.formatMessage(addToCartMessages.quantity) });
    await expect(quantity).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(addToCartMessages.submit) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** While the add is sent the button is busy and a second press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'busy');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(addToCartMessages.submit) }));
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const OneSize: Story = {
  args: { sizes: ['100 µg'] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const size = within(canvasElement).getByRole('combobox', {
      name: intl.formatMessage(addToCartMessages.size),
    });
    await expect(within(size).getAllByRole('option')).toHaveLength(1);
  },
};

/** A product without sizes cannot be ordered online: a note instead of the controls. */
export const NoSizes: Story = {
  args: { sizes: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: intl.formatMessage(addToCartMessages.submit) }),
    ).toBeNull();
    await expect(canvas.getByText(intl.formatMessage(addToCartMessages.noSizes))).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { productName: 'Human IL-6 Protein, His Tag' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', {
        name: intl.formatMessage(addToCartMessages.formLabel, { productName: args.productName }),
      }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: intl.formatMessage(addToCartMessages.size) }),
      '1 mg',
    );
    const quantity = canvas.getByRole('spinbutton', { name: intl.formatMessage(addToCartMessages.quantity) });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10000');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(addToCartMessages.submit) }));
    await expect(quantity).toHaveAccessibleDescription(
      intl.formatMessage(addToCartMessages.quantityInvalid, { max: '9999' }),
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const button = within(canvasElement).getByRole('button', {
      name: intl.formatMessage(addToCartMessages.submit),
    });
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    // The button takes the whole row on a phone.
    await expect(button.getBoundingClientRect().width).toBeCloseTo(form.getBoundingClientRect().width, 0);
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  // Four forms on one page: each is named after its own product (distinct landmarks).
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AddToCart {...args} />
      <AddToCart {...args} productName="人 IL-2 蛋白，无标签" busy />
      <AddToCart {...args} productName="人 PD-1 蛋白，Fc 标签" sizes={['100 µg']} />
      <AddToCart {...args} productName="SARS-CoV-2 RBD" sizes={[]} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getAllByRole('button', { name: intl.formatMessage(addToCartMessages.submit) }),
    ).toHaveLength(3);
  },
};
