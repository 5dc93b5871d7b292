import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { priceTagMessages } from '../PriceTag/PriceTag.messages';
import { ProductCard } from '../ProductCard';
import { Skeleton } from '../Skeleton';
import { products } from '../test/fixtures';
import { storyIntl } from '../test/storyIntl';
import { ProductGrid } from './ProductGrid';

const cards = (priceMode: 'cny' | 'inquiry') =>
  products.map((product) => (
    <ProductCard
      key={product.catalogNumber}
      product={product}
      priceMode={priceMode}
      href={`/product-detail?catalogNumber=${product.catalogNumber}`}
    />
  ));

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  args: { children: cards('cny') },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul') as HTMLElement;
    // A list: screen readers announce how many products there are.
    await expect(within(list).getAllByRole('article')).toHaveLength(products.length);
    await expect(list.children).toHaveLength(products.length);
  },
};

export const Playground: Story = {};

export const Inquiry: Story = {
  args: { children: cards('inquiry') },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getAllByText(intl.formatMessage(priceTagMessages.inquiry)),
    ).toHaveLength(products.length);
  },
};

export const Loading: Story = {
  args: {
    children: Array.from({ length: 4 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
      <Skeleton key={index} variant="rect" height="10rem" />
    )),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-variant="rect"]')).toHaveLength(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    // One column on a phone: every card spans the full width of the list.
    const list = canvasElement.querySelector('ul') as HTMLElement;
    const [first, second] = Array.from(list.children) as HTMLElement[];
    await expect(first?.getBoundingClientRect().width).toBe(list.getBoundingClientRect().width);
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().top ?? 0,
    );
  },
};
