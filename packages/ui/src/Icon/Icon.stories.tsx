import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './iconPaths';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'search' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement }) => {
    // Without a label the icon is decorative.
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('data-size', 'md');
  },
};

export const Playground: Story = { args: { name: 'cart', size: 'lg', label: '购物车' } };

export const Labelled: Story = {
  args: { name: 'phone', label: '电话' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '电话' })).toBeVisible();
  },
};

/** The whole set, each with its name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: 'var(--sf-space-4)',
        listStyle: 'none',
        padding: 0,
        margin: 0,
        fontSize: 'var(--sf-font-size-xs)',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 'var(--sf-space-2)' }}>
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};
