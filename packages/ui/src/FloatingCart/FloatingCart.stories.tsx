import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FloatingCart } from './FloatingCart';

const meta = {
  title: 'Components/FloatingCart',
  component: FloatingCart,
  parameters: { layout: 'fullscreen' },
  args: { href: '#cart', count: 2, defaultTop: 200, onPositionChange: fn() },
} satisfies Meta<typeof FloatingCart>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const center = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

export const Default: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '购物车，2 件商品' });
    const rect = link.getBoundingClientRect();
    await expect(rect.width).toBe(80);
    await expect(rect.height).toBe(60);
    await expect(link).toHaveAttribute('data-edge', 'right');
    await expect(Math.round(rect.right)).toBe(window.innerWidth);
  },
};

export const Playground: Story = { globals: mobile };

export const DragSnapsToNearestEdge: Story = {
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: '购物车，2 件商品' });
    const start = center(link);
    // One user-event session, so the pressed button carries over between the calls.
    const user = userEvent.setup();
    // Drag to the left third of the screen and release: it snaps to the left edge, without navigating.
    await user.pointer([
      { keys: '[MouseLeft>]', target: link, coords: { clientX: start.x, clientY: start.y } },
      { target: link, coords: { clientX: start.x - 60, clientY: start.y + 40 } },
      { target: link, coords: { clientX: 70, clientY: start.y + 80 } },
    ]);
    await expect(link).toHaveAttribute('data-state', 'dragging');
    await user.pointer({
      keys: '[/MouseLeft]',
      target: link,
      coords: { clientX: 70, clientY: start.y + 80 },
    });
    await expect(link).toHaveAttribute('data-state', 'idle');
    await expect(link).toHaveAttribute('data-edge', 'left');
    await waitFor(() => expect(Math.round(link.getBoundingClientRect().left)).toBe(0));
    await expect(args.onPositionChange).toHaveBeenCalledWith({ edge: 'left', top: expect.any(Number) });
    await expect(window.location.hash).not.toBe('#cart');
  },
};

export const ClickNavigates: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '购物车，2 件商品' });
    let followed = false;
    // Listening on the document runs after React's handlers, so defaultPrevented tells whether the link would go.
    canvasElement.ownerDocument.addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(link);
    await expect(followed).toBe(true);
    await expect(link).toHaveAttribute('data-edge', 'right');
  },
};

export const Keyboard: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '购物车，2 件商品' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#cart');
  },
};

export const Empty: Story = {
  globals: mobile,
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '购物车，0 件商品' });
    // No badge when the cart is empty (the count stays in the accessible name).
    await expect(link.querySelector('span[aria-hidden="true"]')).toBeNull();
  },
};

export const English: Story = {
  args: { count: 1 },
  globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const HiddenOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    // 1280 px and up: the header cart link is enough.
    await expect(canvasElement.querySelector('a')).not.toBeVisible();
  },
};

export const AllStates: Story = {
  globals: mobile,
  render: (args) => (
    <>
      <FloatingCart {...args} count={0} defaultTop={40} defaultEdge="left" />
      <FloatingCart {...args} count={3} defaultTop={140} />
      <FloatingCart {...args} count={150} defaultTop={240} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
