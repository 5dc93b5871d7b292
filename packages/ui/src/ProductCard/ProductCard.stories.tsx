import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { priceTagMessages } from '../PriceTag/PriceTag.messages';
import { il6, pd1, rbd } from '../test/fixtures';
import { storyIntl } from '../test/storyIntl';
import { ProductCard } from './ProductCard';
import { productCardMessages } from './ProductCard.messages';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { product: il6, priceMode: 'cny', href: '/product-detail?catalogNumber=IL6-H4218' },
  argTypes: { priceMode: { control: 'inline-radio', options: ['cny', 'inquiry'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // The lowest CNY price of the sizes, formatted by react-intl, with "起" (from) since sizes differ.
    await expect(
      canvas.getByText(intl.formatMessage(priceTagMessages.priceFrom, { price: '¥680.00' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(productCardMessages.catalogNumber, { catalogNumber: 'IL6-H4218' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(productCardMessages.sizeCount, { count: 3 })),
    ).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(productCardMessages.isNew))).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Human IL-6 Protein, His Tag' });
    await expect(link).toHaveAttribute('href', '/product-detail?catalogNumber=IL6-H4218');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Human IL-6 Protein, His Tag');
  },
};

export const Playground: Story = { args: { product: pd1, priceMode: 'inquiry' } };

export const Inquiry: Story = {
  args: { priceMode: 'inquiry' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(intl.formatMessage(priceTagMessages.inquiry))).toBeVisible();
    await expect(canvas.queryByText(/¥/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // '¥' in English too (not 'CN¥'): the price stays literal, that is what this story checks.
    await expect(
      canvas.getByText(intl.formatMessage(priceTagMessages.priceFrom, { price: '¥680.00' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(productCardMessages.catalogNumber, { catalogNumber: 'IL6-H4218' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(productCardMessages.sizeCount, { count: 3 })),
    ).toBeVisible();
  },
};

export const EnglishInquiry: Story = {
  args: { priceMode: 'inquiry' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(within(canvasElement).getByText(intl.formatMessage(priceTagMessages.inquiry))).toBeVisible();
    await expect(within(canvasElement).queryByText(/¥/)).toBeNull();
  },
};

export const SinglePrice: Story = {
  args: { product: pd1 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // One price: no "from".
    await expect(canvas.getByText('¥1,200.00')).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(productCardMessages.isHot))).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(productCardMessages.sizeCount, { count: 1 })),
    ).toBeVisible();
  },
};

export const NoListedPrice: Story = {
  args: { product: rbd, priceMode: 'cny' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    // Every size is sold on inquiry, so even visitors who see prices get the label.
    await expect(within(canvasElement).getByText(intl.formatMessage(priceTagMessages.inquiry))).toBeVisible();
  },
};

/** Both price modes in both card shapes, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 16rem)', gap: 'var(--sf-space-4)' }}>
      <ProductCard product={il6} priceMode="cny" href="#il6" />
      <ProductCard product={il6} priceMode="inquiry" href="#il6" />
      <ProductCard product={pd1} priceMode="cny" href="#pd1" />
      <ProductCard product={rbd} priceMode="cny" href="#rbd" />
    </div>
  ),
  decorators: [(Story) => <Story />],
};
