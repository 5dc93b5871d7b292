import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LinkComponentProps } from '../internal/linkComponent';
import { KitPromotion } from './KitPromotion';

const meta = {
  title: 'Components/KitPromotion',
  component: KitPromotion,
  args: { href: '/product-detail?catalogNumber=CD002' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KitPromotion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('mRNA 加帽检测试剂盒');
    await expect(canvas.getByText('货号：CD002')).toBeVisible();
    await expect(canvas.getByText('1.5 小时完成检测流程')).toBeVisible();
    await expect(canvas.getByText('回收率 > 80%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看 CD002 试剂盒' })).toHaveAttribute(
      'href',
      '/product-detail?catalogNumber=CD002',
    );
  },
};

export const Playground: Story = { args: { headingLevel: 2 } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.5-hour workflow')).toBeVisible();
    await expect(canvas.getByText('Recovery above 80%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the CD002 kit' })).toBeVisible();
  },
};

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a data-router="true" href={href} {...rest} />;
}

/** The app's router link renders the link. */
export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink, href: '/en/product-detail?catalogNumber=CD002' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('data-router', 'true');
    await expect(link).toHaveAttribute('href', '/en/product-detail?catalogNumber=CD002');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <KitPromotion {...args} />
      <KitPromotion {...args} headingLevel={2} />
    </div>
  ),
};
