import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { PriceTag } from './PriceTag';
import { priceTagMessages } from './PriceTag.messages';

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  args: { priceFen: 228_000, priceMode: 'cny' },
  argTypes: {
    priceMode: { control: 'inline-radio', options: ['cny', 'inquiry'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByText('¥2,280.00');
    await expect(price).toHaveAttribute('data-state', 'priced');
  },
};

export const Playground: Story = { args: { from: true, size: 'lg' } };

export const From: Story = {
  args: { priceFen: 68_000, from: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByText(intl.formatMessage(priceTagMessages.priceFrom, { price: '¥680.00' })),
    ).toBeVisible();
  },
};

export const Inquiry: Story = {
  args: { priceMode: 'inquiry' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const label = within(canvasElement).getByText(intl.formatMessage(priceTagMessages.inquiry));
    await expect(label).toHaveAttribute('data-state', 'inquiry');
  },
};

export const NoListPrice: Story = {
  args: { priceFen: null },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    // Sold on inquiry only: the label even where prices are shown.
    await expect(within(canvasElement).getByText(intl.formatMessage(priceTagMessages.inquiry))).toBeVisible();
  },
};

export const English: Story = {
  args: { priceFen: 68_000, from: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    // '¥' in English too (not 'CN¥'): the price stays literal, that is what this story checks.
    await expect(
      within(canvasElement).getByText(intl.formatMessage(priceTagMessages.priceFrom, { price: '¥680.00' })),
    ).toBeVisible();
  },
};

export const EnglishInquiry: Story = {
  args: { priceMode: 'inquiry' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(within(canvasElement).getByText(intl.formatMessage(priceTagMessages.inquiry))).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { from: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByText(intl.formatMessage(priceTagMessages.priceFrom, { price: '¥2,280.00' })),
    ).toBeVisible();
  },
};

/** Every mode and size, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--sf-space-6)', alignItems: 'baseline' }}>
      <PriceTag priceFen={68_000} priceMode="cny" size="sm" />
      <PriceTag priceFen={68_000} priceMode="cny" />
      <PriceTag priceFen={68_000} priceMode="cny" size="lg" from />
      <PriceTag priceFen={68_000} priceMode="inquiry" />
      <PriceTag priceFen={null} priceMode="cny" size="lg" />
    </div>
  ),
};
