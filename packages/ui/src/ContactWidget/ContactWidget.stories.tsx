import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from '../BackToTop';
import { backToTopMessages } from '../BackToTop/BackToTop.messages';
import { expectNothingCovered } from '../test/expectNothingCovered';
import { StoryPage } from '../test/StoryPage';
import { storyIntl } from '../test/storyIntl';
import { ContactWidget } from './ContactWidget';
import { contactWidgetMessages } from './ContactWidget.messages';

const meta = {
  title: 'Components/ContactWidget',
  component: ContactWidget,
  parameters: { layout: 'fullscreen' },
  args: {
    qrValue: 'https://mp.weixin.qq.com/mp/profile_ext?__biz=proteinlab',
    qrLabel: '扫码关注官方公众号',
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('button', {
    name: storyIntl(globals).formatMessage(contactWidgetMessages.label),
  });

/** How many lines the text of `element` takes. */
function lineCount(element: Element): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const button = trigger(canvasElement, globals);
    await expect(button.closest('aside')).toHaveAccessibleName(
      storyIntl(globals).formatMessage(contactWidgetMessages.region),
    );
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('img')).toBeNull();
    // Hover shows the code, leaving hides it.
    await userEvent.hover(button);
    await expect(canvas.getByRole('img', { name: '扫码关注官方公众号' })).toBeVisible();
    await userEvent.unhover(button);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Playground: Story = {};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = trigger(canvasElement, globals);
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('img', { name: '扫码关注官方公众号' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const English: Story = {
  args: {
    qrValue: 'https://www.linkedin.com/company/proteinlab',
    qrLabel: 'Follow us on LinkedIn',
    href: 'https://www.linkedin.com/company/proteinlab',
    linkLabel: 'LinkedIn',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement, globals));
    await expect(canvas.getByRole('img', { name: 'Follow us on LinkedIn' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
  },
};

export const Hidden: Story = {
  name: 'Hidden (product-detail, rich-detail, about-us, contact)',
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** On a phone the widget rests in the bottom band; a tap opens the code above it, another tap closes it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const button = trigger(canvasElement, globals);
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const code = canvas.getByRole('img', { name: '扫码关注官方公众号' });
    await expect(code.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(code.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The label stays on one line in both languages, on the side tab and in the band ('关注我 / 们' was the bug). */
async function expectLabelOnOneLine(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const label = trigger(canvasElement, globals).querySelector('span') as HTMLElement;
  await expect(label).toHaveTextContent(storyIntl(globals).formatMessage(contactWidgetMessages.label));
  await expect(lineCount(label)).toBe(1);
}

export const LabelOnOneLine: Story = {
  play: async ({ canvasElement, globals }) => expectLabelOnOneLine(canvasElement, globals),
};

export const LabelOnOneLineEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectLabelOnOneLine(canvasElement, globals),
};

export const LabelOnOneLinePhone: Story = {
  name: 'Label on one line, 375 px phone',
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => expectLabelOnOneLine(canvasElement, globals),
};

/**
 * A 1280 px desktop page (the test-runner's default size), the narrowest in desktop mode: the tab and back to top
 * float in the rail at the right edge, the tab as wide as the rail in either language, and the content column
 * keeps clear of it (the tab covered the search results' sort links). Every link and button of the page ends
 * before the rail, so no scroll position brings one under a widget, and is what a tap on it hits.
 */
async function expectRailClearOfThePage(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const main = canvas.getByRole('main');
  const tab = trigger(canvasElement, globals);
  const rail = Number.parseFloat(getComputedStyle(tab).getPropertyValue('--sf-widget-rail-width'));
  const railStart = document.documentElement.clientWidth - rail;
  await expect(Math.round(tab.getBoundingClientRect().width)).toBe(rail);
  await expect(Math.round(tab.getBoundingClientRect().left)).toBe(railStart);
  for (const element of main.querySelectorAll('a[href], button, input, select, textarea')) {
    for (const box of element.getClientRects()) {
      await expect(box.right, element.textContent ?? '').toBeLessThanOrEqual(railStart);
    }
  }
  await expectNothingCovered(main);
  // Scrolled down, back to top shows in the rail too.
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  const backToTop = await waitFor(() =>
    canvas.getByRole('button', { name: storyIntl(globals).formatMessage(backToTopMessages.label) }),
  );
  await expect(backToTop.getBoundingClientRect().left).toBeGreaterThanOrEqual(
    document.documentElement.clientWidth - rail,
  );
}

export const OnADesktopPage: Story = {
  name: 'On a page, 1280 px desktop',
  render: (args) => (
    <>
      <StoryPage locale="zh-CN" />
      <ContactWidget {...args} />
      {/* Shown once scrolled a little: the page is not much taller than the viewport. */}
      <BackToTop threshold={100} />
    </>
  ),
  play: async ({ canvasElement, globals }) => expectRailClearOfThePage(canvasElement, globals),
};

export const OnADesktopPageEnglish: Story = {
  name: 'On a page, 1280 px desktop (English)',
  args: { qrValue: 'https://www.linkedin.com/company/proteinlab', qrLabel: 'Follow us on LinkedIn' },
  globals: { locale: 'en' },
  render: (args) => (
    <>
      <StoryPage locale="en" />
      <ContactWidget {...args} />
      {/* Shown once scrolled a little: the page is not much taller than the viewport. */}
      <BackToTop threshold={100} />
    </>
  ),
  play: async ({ canvasElement, globals }) => expectRailClearOfThePage(canvasElement, globals),
};

export const AllStates: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement, globals));
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};
