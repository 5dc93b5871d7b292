import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';
import { products } from '../test/fixtures';
import { Section } from './Section';

const meta = {
  title: 'Components/Section',
  component: Section,
  args: {
    title: '细胞因子',
    action: (
      <Link href="/product-list?id=4" variant="standalone">
        查看全部 <Icon name="arrow-right" size="sm" />
      </Link>
    ),
    children: (
      <ProductGrid>
        {products.slice(0, 3).map((product) => (
          <ProductCard key={product.catalogNumber} product={product} priceMode="cny" href="#product" />
        ))}
      </ProductGrid>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section is a region named by its heading.
    const region = canvas.getByRole('region', { name: '细胞因子' });
    await expect(within(region).getByRole('heading', { level: 2, name: '细胞因子' })).toBeVisible();
    await expect(within(region).getByRole('link', { name: '查看全部' })).toHaveAttribute(
      'href',
      '/product-list?id=4',
    );
  },
};

export const Playground: Story = { args: { description: '白介素、肿瘤坏死因子、趋化因子等' } };

export const WithDescription: Story = {
  args: { title: 'Immune checkpoints', description: 'PD-1, PD-L1, CTLA-4 and more', action: undefined },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PD-1, PD-L1, CTLA-4 and more')).toBeVisible();
  },
};

export const Nested: Story = {
  args: { headingLevel: 3, title: '白介素', action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: '白介素' })).toBeVisible();
  },
};
