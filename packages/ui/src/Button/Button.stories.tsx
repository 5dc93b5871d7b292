import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Button, type ButtonActionProps } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: '加入购物车', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'accent', 'danger', 'invisible'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    width: { control: 'inline-radio', options: ['auto', 'full'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // The label is the story's data (args), the same in both locales.
    const button = within(canvasElement).getByRole('button', { name: String(args.children) });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** With `href`, a link styled as a button (the router's link through `linkComponent`). */
export const AsLink: Story = {
  args: {
    href: '/login?redirect=%2Ftool-class',
    children: '登录',
    leadingVisual: <Icon name="user" size="sm" />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: String(args.children) });
    await expect(link).toHaveAttribute('href', '/login?redirect=%2Ftool-class');
    await expect(link).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg', width: 'auto', loading: false, disabled: false },
};

export const WithIcon: Story = {
  args: { leadingVisual: <Icon name="cart" />, variant: 'accent' },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the button's name is its text only.
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('加入购物车');
  },
};

export const Loading: Story = {
  args: { loading: true, children: '提交中' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交中' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-state', 'loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const English: Story = {
  args: { children: 'Add to cart', leadingVisual: <Icon name="cart" /> },
  globals: { locale: 'en' },
};

/** Every variant in every size, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  // The meta's args are a button's (no `href`).
  render: (args) => <AllStatesGrid {...(args as ButtonActionProps)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(21);
  },
};

function AllStatesGrid(args: ButtonActionProps) {
  return (
    <div style={{ display: 'grid', gap: 'var(--sf-space-3)' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 'var(--sf-space-2)', flexWrap: 'wrap' }}>
          {(['primary', 'secondary', 'accent', 'danger', 'invisible'] as const).map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
          <Button {...args} size={size} loading>
            loading
          </Button>
          <Button {...args} size={size} disabled>
            disabled
          </Button>
        </div>
      ))}
    </div>
  );
}
