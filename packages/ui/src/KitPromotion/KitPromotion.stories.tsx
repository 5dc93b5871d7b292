import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LinkComponentProps } from '../internal/linkComponent';
import { storyIntl } from '../test/storyIntl';
import { KitPromotion } from './KitPromotion';
import { kitPromotionMessages } from './KitPromotion.messages';

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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      intl.formatMessage(kitPromotionMessages.title),
    );
    await expect(
      canvas.getByText(intl.formatMessage(kitPromotionMessages.catalogNumber, { catalogNumber: 'CD002' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(kitPromotionMessages.factWorkflow, { hours: '1.5' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(kitPromotionMessages.factRecovery, { percent: '80%' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: intl.formatMessage(kitPromotionMessages.link, { catalogNumber: 'CD002' }),
      }),
    ).toHaveAttribute('href', '/product-detail?catalogNumber=CD002');
  },
};

export const Playground: Story = { args: { headingLevel: 2 } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(intl.formatMessage(kitPromotionMessages.factWorkflow, { hours: '1.5' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(kitPromotionMessages.factRecovery, { percent: '80%' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: intl.formatMessage(kitPromotionMessages.link, { catalogNumber: 'CD002' }),
      }),
    ).toBeVisible();
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
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <KitPromotion {...args} />
      <KitPromotion {...args} headingLevel={2} />
    </div>
  ),
};
