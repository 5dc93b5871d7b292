import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactWidget } from '../ContactWidget';
import { expectNothingCovered } from '../test/expectNothingCovered';
import { StoryPage } from '../test/StoryPage';
import { storyIntl } from '../test/storyIntl';
import { FloatingCart } from './FloatingCart';
import { floatingCartMessages } from './FloatingCart.messages';

const meta = {
  title: 'Components/FloatingCart',
  component: FloatingCart,
  parameters: { layout: 'fullscreen' },
  args: { href: '#cart', count: 2, onPositionChange: fn() },
} satisfies Meta<typeof FloatingCart>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile1', isRotated: false } };
const phone375 = { viewport: { value: 'iphone6', isRotated: false } };

const center = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

/** The dock's height (--sf-dock-height), as the page resolves it. */
const dockHeight = (element: Element) =>
  Number.parseFloat(getComputedStyle(element).getPropertyValue('--sf-dock-height'));

/** Lies within the bottom band the page reserves. */
async function expectInTheDock(element: Element) {
  const rect = element.getBoundingClientRect();
  await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(rect.top).toBeGreaterThanOrEqual(window.innerHeight - dockHeight(element));
}

const cartLink = (canvasElement: HTMLElement, globals: Record<string, unknown>, count = 2) =>
  within(canvasElement).getByRole('link', {
    name: storyIntl(globals).formatMessage(floatingCartMessages.label, { count }),
  });

export const Default: Story = {
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const link = cartLink(canvasElement, globals);
    const rect = link.getBoundingClientRect();
    await expect(rect.width).toBe(80);
    await expect(rect.height).toBe(60);
    const dock = link.closest('aside') as HTMLElement;
    await expect(dock).toHaveAccessibleName(storyIntl(globals).formatMessage(floatingCartMessages.region));
    await expect(dock).toHaveAttribute('data-edge', 'right');
    await expect(link).toHaveAttribute('data-edge', 'right');
    await expect(Math.round(rect.right)).toBe(window.innerWidth);
    await expectInTheDock(link);
  },
};

export const Playground: Story = { globals: mobile };

export const DragSnapsToNearestEdge: Story = {
  globals: mobile,
  play: async ({ canvasElement, args, globals }) => {
    const link = cartLink(canvasElement, globals);
    const dock = link.closest('aside') as HTMLElement;
    const start = center(link);
    // One user-event session, so the pressed button carries over between the calls.
    const user = userEvent.setup();
    // Drag to the upper left of the screen and release: it snaps to the left end of the band, without navigating.
    await user.pointer([
      { keys: '[MouseLeft>]', target: link, coords: { clientX: start.x, clientY: start.y } },
      { target: link, coords: { clientX: start.x - 60, clientY: start.y - 40 } },
      { target: link, coords: { clientX: 70, clientY: 200 } },
    ]);
    await expect(dock).toHaveAttribute('data-state', 'dragging');
    await expect(link.getBoundingClientRect().top).toBeLessThan(300);
    await user.pointer({ keys: '[/MouseLeft]', target: link, coords: { clientX: 70, clientY: 200 } });
    await expect(dock).toHaveAttribute('data-state', 'idle');
    await expect(dock).toHaveAttribute('data-edge', 'left');
    await waitFor(() => expect(Math.round(link.getBoundingClientRect().left)).toBe(0));
    await expectInTheDock(link);
    await expect(args.onPositionChange).toHaveBeenCalledWith({ edge: 'left' });
    await expect(window.location.hash).not.toBe('#cart');
  },
};

export const ClickNavigates: Story = {
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const link = cartLink(canvasElement, globals);
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
    await expect(link.closest('aside')).toHaveAttribute('data-edge', 'right');
  },
};

export const Keyboard: Story = {
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const link = cartLink(canvasElement, globals);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#cart');
  },
};

export const Empty: Story = {
  globals: mobile,
  args: { count: 0 },
  play: async ({ canvasElement, globals }) => {
    const link = cartLink(canvasElement, globals, 0);
    // No badge when the cart is empty (the count stays in the accessible name).
    await expect(link.querySelector('span[aria-hidden="true"]')).toBeNull();
  },
};

export const English: Story = {
  args: { count: 1 },
  globals: { locale: 'en', ...mobile },
  play: async ({ canvasElement, globals }) => {
    await expect(cartLink(canvasElement, globals, 1)).toBeVisible();
  },
};

export const HiddenOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    // 1280 px and up: the header cart link is enough, and the page reserves no band.
    await expect(canvasElement.querySelector('a')).not.toBeVisible();
    await expect(getComputedStyle(document.body).paddingBottom).toBe('0px');
  },
};

/**
 * SPEC §2's cart and the 'Follow us' button on a phone page: both rest in the bottom band the page reserves and
 * cover nothing of the page, before and after the cart is dragged to the other end; every text is in a landmark.
 */
async function expectClearOfThePage(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const link = cartLink(canvasElement, globals);
  const follow = canvas.getByRole('button', { expanded: false });
  await expectInTheDock(link);
  await expectInTheDock(follow);
  const main = canvas.getByRole('main');
  await expectNothingCovered(main);

  // Dragged to the right end, the cart swaps ends with the follow button; still nothing is covered.
  const start = center(link);
  const user = userEvent.setup();
  await user.pointer([
    { keys: '[MouseLeft>]', target: link, coords: { clientX: start.x, clientY: start.y } },
    { target: link, coords: { clientX: start.x + 60, clientY: start.y - 100 } },
    { target: link, coords: { clientX: window.innerWidth - 30, clientY: start.y - 100 } },
    {
      keys: '[/MouseLeft]',
      target: link,
      coords: { clientX: window.innerWidth - 30, clientY: start.y - 100 },
    },
  ]);
  await expect(link.closest('aside')).toHaveAttribute('data-edge', 'right');
  await waitFor(() => expect(Math.round(link.getBoundingClientRect().right)).toBe(window.innerWidth));
  await expectInTheDock(link);
  await expect(follow.getBoundingClientRect().right).toBeLessThan(link.getBoundingClientRect().left);
  await expectNothingCovered(main);
}

// The landmark rule is on: a page's text must all be in landmarks (the widgets in their labelled asides).
const pageA11y = { a11y: { config: { rules: [{ id: 'region', enabled: true }] } } };

export const OnAPagePhone: Story = {
  name: 'On a page, 375 px phone',
  args: { defaultEdge: 'left' },
  parameters: pageA11y,
  globals: phone375,
  render: (args) => (
    <>
      <StoryPage locale="zh-CN" />
      <FloatingCart {...args} />
      <ContactWidget
        qrValue="https://mp.weixin.qq.com/mp/profile_ext?__biz=proteinlab"
        qrLabel="扫码关注官方公众号"
      />
    </>
  ),
  play: async ({ canvasElement, globals }) => expectClearOfThePage(canvasElement, globals),
};

export const OnAPagePhoneEnglish: Story = {
  name: 'On a page, 375 px phone (English)',
  args: { defaultEdge: 'left' },
  parameters: pageA11y,
  globals: { locale: 'en', ...phone375 },
  render: (args) => (
    <>
      <StoryPage locale="en" />
      <FloatingCart {...args} />
      <ContactWidget
        qrValue="https://www.linkedin.com/company/proteinlab"
        qrLabel="Follow us on LinkedIn"
        href="https://www.linkedin.com/company/proteinlab"
        linkLabel="LinkedIn"
      />
    </>
  ),
  play: async ({ canvasElement, globals }) => expectClearOfThePage(canvasElement, globals),
};

export const AllStates: Story = {
  tags: ['snapshot'],
  globals: mobile,
  // Three carts for review side by side; a page has one, so their landmarks' one name is fine here.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)', padding: 'var(--sf-space-4)' }}>
      {[
        { count: 0, defaultEdge: 'left' as const },
        { count: 3, defaultEdge: 'right' as const },
        { count: 150, defaultEdge: 'right' as const },
      ].map((state) => (
        // A transformed box is the containing block of a fixed element: each cart rests in a band of its own.
        <div
          key={state.count}
          style={{ position: 'relative', height: 'var(--sf-dock-height)', transform: 'translateZ(0)' }}
        >
          <FloatingCart {...args} {...state} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
