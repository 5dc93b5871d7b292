import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Skeleton } from '../Skeleton';
import { storyIntl } from '../test/storyIntl';
import { BannerCarousel, type BannerCarouselBanner } from './BannerCarousel';
import { bannerCarouselMessages } from './BannerCarousel.messages';

// An inline image so that stories never touch the network.
const labImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0c3068"/><stop offset="1" stop-color="#00a39c"/></linearGradient></defs><rect width="1200" height="360" fill="url(#g)"/><g fill="#fff" fill-opacity=".12"><circle cx="900" cy="120" r="90"/><circle cx="1040" cy="250" r="60"/><circle cx="780" cy="280" r="40"/></g></svg>',
)}`;

const bannersZh: BannerCarouselBanner[] = [
  {
    id: 1,
    title: '全新细胞因子系列上市',
    subtitle: 'HEK293 表达，高活性、低内毒素，助力细胞治疗研究',
    link: '/new-products',
    image: null,
  },
  {
    id: 2,
    title: '免费试用装申请',
    subtitle: '新用户可申请指定蛋白试用装，两步完成',
    link: '/apply',
    image: labImage,
  },
  {
    id: 3,
    title: '文章奖励计划',
    subtitle: '引用我们的产品发表论文，即可申请奖励',
    link: '/reward',
    image: null,
  },
];

const bannersEn: BannerCarouselBanner[] = [
  {
    id: 1,
    title: 'New cytokine collection',
    subtitle: 'Expressed in HEK293: high activity, low endotoxin, for cell therapy research',
    link: '/en/new-products',
    image: null,
  },
  {
    id: 2,
    title: 'Apply for a free trial sample',
    subtitle: 'New customers can try selected proteins in two steps',
    link: '/en/apply',
    image: labImage,
  },
  {
    id: 3,
    title: 'Paper award',
    subtitle: 'Published with our products? Apply for a reward',
    link: '/en/reward',
    image: null,
  },
];

// Seven slides, as the live site had when the dots ran under the previous button on a 375 px phone.
const sevenBanners = (banners: BannerCarouselBanner[]): BannerCarouselBanner[] =>
  Array.from({ length: 7 }, (_, index) => {
    const banner = banners[index % banners.length] as BannerCarouselBanner;
    return { ...banner, id: index + 1, title: `${banner.title} ${index + 1}` };
  });

const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  args: { banners: bannersZh, autoPlay: true, interval: 6000, onValueChange: fn() },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The carousel named by the catalog's label in the story's locale, or by a story's own `name`. */
const carouselOf = (canvasElement: HTMLElement, intl: IntlShape, name?: string) =>
  within(canvasElement).getByRole('region', {
    name: name ?? intl.formatMessage(bannerCarouselMessages.label),
  });

/** A button of the carousel by its catalog message. */
const buttonOf = (
  element: HTMLElement,
  intl: IntlShape,
  message: 'previous' | 'next' | 'pause' | 'play',
): HTMLElement =>
  within(element).getByRole('button', { name: intl.formatMessage(bannerCarouselMessages[message]) });

/** The title of a slide of the story's banners. */
const titleOf = (banners: readonly BannerCarouselBanner[], index: number) =>
  (banners[index] as BannerCarouselBanner).title;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const carousel = carouselOf(canvasElement, intl);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel).toHaveAttribute('data-active-index', '0');
    // Only the current slide is exposed; its title is the link.
    await expect(
      canvas.getByRole('group', {
        name: intl.formatMessage(bannerCarouselMessages.slide, { index: 1, count: 3 }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: titleOf(args.banners, 0) })).toHaveAttribute(
      'href',
      args.banners[0]?.link,
    );
    await expect(canvas.queryByRole('link', { name: titleOf(args.banners, 1) })).toBeNull();

    await userEvent.click(buttonOf(carousel, intl, 'next'));
    await expect(carousel).toHaveAttribute('data-active-index', '1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('link', { name: titleOf(args.banners, 1) })).toHaveAttribute(
      'href',
      args.banners[1]?.link,
    );

    await userEvent.click(buttonOf(carousel, intl, 'previous'));
    await userEvent.click(buttonOf(carousel, intl, 'previous'));
    // Previous from the first slide wraps to the last.
    await expect(carousel).toHaveAttribute('data-active-index', '2');

    const dot = canvas.getByRole('button', {
      name: intl.formatMessage(bannerCarouselMessages.goTo, { index: 2, title: titleOf(args.banners, 1) }),
    });
    await userEvent.click(dot);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(carousel).toHaveAttribute('data-active-index', '1');
  },
};

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const carousel = carouselOf(canvasElement, intl);
    // The stop/start button comes first in the tab order (APG carousel).
    await userEvent.tab();
    await expect(buttonOf(carousel, intl, 'pause')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(carousel).toHaveAttribute('data-active-index', '1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(carousel).toHaveAttribute('data-active-index', '0');
    await userEvent.keyboard('{End}');
    await expect(carousel).toHaveAttribute('data-active-index', '2');
    await userEvent.keyboard('{Home}');
    await expect(carousel).toHaveAttribute('data-active-index', '0');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(carousel).toHaveAttribute('data-active-index', '2');
    // Focus inside stops the rotation and makes changes announced.
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/**
 * Rotation pauses on hover and focus. A witness carousel with the same interval rotates beside it: once the witness
 * has turned twice since the hover began, more than an interval has passed, and the hovered one must still be on
 * its first slide.
 */
export const AutoPlayPausesOnHoverAndFocus: Story = {
  args: { interval: 400 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <BannerCarousel {...args} />
      <BannerCarousel {...args} label="Witness" onValueChange={undefined} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const carousel = carouselOf(canvasElement, intl);
    const witness = carouselOf(canvasElement, intl, 'Witness');
    // Pointer events are rendered at continuous priority, so state may land a frame later: waitFor.
    await userEvent.hover(carousel);
    await waitFor(() => expect(carousel).toHaveAttribute('data-state', 'paused'));
    const witnessStart = Number(witness.getAttribute('data-active-index'));
    await waitFor(
      () => expect(witness).toHaveAttribute('data-active-index', String((witnessStart + 2) % 3)),
      { timeout: 2000 },
    );
    await expect(carousel).toHaveAttribute('data-active-index', '0');

    await userEvent.unhover(carousel);
    await waitFor(() => expect(carousel).toHaveAttribute('data-state', 'playing'));
    await expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(carousel).toHaveAttribute('data-active-index', '1'), { timeout: 2000 });

    await userEvent.tab();
    await expect(buttonOf(carousel, intl, 'pause')).toHaveFocus();
    await waitFor(() => expect(carousel).toHaveAttribute('data-state', 'paused'));
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(carousel).toHaveAttribute('data-state', 'playing'));
  },
};

export const StopAndStart: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const carousel = carouselOf(canvasElement, intl);
    await userEvent.click(buttonOf(carousel, intl, 'pause'));
    const start = buttonOf(carousel, intl, 'play');
    await expect(start).toBeVisible();
    start.blur();
    await userEvent.unhover(carousel);
    // Stopped by the visitor: stays stopped after pointer and focus leave.
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    await expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(start);
    await expect(buttonOf(carousel, intl, 'pause')).toBeVisible();
  },
};

export const NoAutoPlay: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const carousel = carouselOf(canvasElement, intl);
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    await expect(buttonOf(carousel, intl, 'play')).toBeVisible();
  },
};

/**
 * The slides' live region stays silent while they turn by themselves, and is polite for a slide the visitor
 * chose even while rotating: `click()` presses the button as a screen reader's virtual cursor does, without
 * focus or pointer in the carousel, so rotation goes on; its next change is silent again.
 */
export const AnnouncesOnlyTheVisitorsChanges: Story = {
  args: { interval: 400 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const carousel = carouselOf(canvasElement, intl);
    const slides = carousel.querySelector('[aria-live]');
    const shown = () => Number(carousel.getAttribute('data-active-index'));
    await waitFor(() => expect(shown()).toBe(1), { timeout: 2000 });
    await expect(slides).toHaveAttribute('aria-live', 'off');

    const before = shown();
    buttonOf(carousel, intl, 'next').click();
    await waitFor(() => expect(shown()).toBe((before + 1) % 3));
    await expect(carousel).toHaveAttribute('data-state', 'playing');
    await expect(slides).toHaveAttribute('aria-live', 'polite');

    const chosen = shown();
    await waitFor(() => expect(shown()).toBe((chosen + 1) % 3), { timeout: 2000 });
    await expect(slides).toHaveAttribute('aria-live', 'off');
  },
};

export const English: Story = {
  args: { banners: bannersEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const carousel = carouselOf(canvasElement, intl);
    await expect(carousel).toBeVisible();
    await expect(
      canvas.getByRole('group', {
        name: intl.formatMessage(bannerCarouselMessages.slide, { index: 1, count: 3 }),
      }),
    ).toBeVisible();
    await expect(buttonOf(carousel, intl, 'next')).toBeVisible();
    await expect(canvas.getByRole('link', { name: titleOf(args.banners, 0) })).toHaveAttribute(
      'href',
      args.banners[0]?.link,
    );
  },
};

export const Mobile: Story = {
  args: { banners: bannersEn },
  globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const title = titleOf(args.banners, 1);
    await userEvent.click(
      canvas.getByRole('button', {
        name: intl.formatMessage(bannerCarouselMessages.goTo, { index: 2, title }),
      }),
    );
    await expect(canvas.getByRole('link', { name: title })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Every button of the carousel (stop/start, previous, next, each dot) lies inside it, overlaps no other, and is
 * what a tap on its centre hits; then each dot really shows its slide.
 */
async function expectEveryControlClear(carouselElement: HTMLElement) {
  const buttons = within(carouselElement).getAllByRole('button');
  const box = carouselElement.getBoundingClientRect();
  const rects = buttons.map((button) => button.getBoundingClientRect());
  for (const [index, button] of buttons.entries()) {
    const rect = rects[index] as DOMRect;
    await expect(rect.left >= box.left && rect.right <= box.right).toBe(true);
    await expect(rect.top >= box.top && rect.bottom <= box.bottom).toBe(true);
    for (const other of rects.slice(index + 1)) await expect(overlaps(rect, other)).toBe(false);
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    await expect(button.contains(hit)).toBe(true);
  }
}

/** Seven slides: every control is clear (above), and the last dots, the ones that were covered, show their slide. */
async function expectSevenDotsUsable(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const carousel = within(canvasElement).getByRole('region', {
    name: intl.formatMessage(bannerCarouselMessages.label),
  });
  const dots = within(
    within(carousel).getByRole('group', { name: intl.formatMessage(bannerCarouselMessages.slidePicker) }),
  ).getAllByRole('button');
  await expect(dots).toHaveLength(7);
  await expectEveryControlClear(carousel);
  for (const index of [5, 6]) {
    await userEvent.click(dots[index] as HTMLElement);
    await expect(carousel).toHaveAttribute('data-active-index', String(index));
  }
}

export const SevenBanners: Story = {
  args: { banners: sevenBanners(bannersZh), autoPlay: false },
  play: async ({ canvasElement, globals }) => expectSevenDotsUsable(canvasElement, globals),
};

export const SevenBannersPhone: Story = {
  name: 'Seven banners, 375 px phone',
  args: { banners: sevenBanners(bannersZh), autoPlay: false },
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => expectSevenDotsUsable(canvasElement, globals),
};

export const SevenBannersSmallPhone: Story = {
  name: 'Seven banners, 320 px phone (English)',
  args: { banners: sevenBanners(bannersEn), autoPlay: false },
  globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => expectSevenDotsUsable(canvasElement, globals),
};

export const SingleBanner: Story = {
  args: { banners: bannersZh.slice(0, 1) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // One slide: no controls, nothing rotates.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(carouselOf(canvasElement, storyIntl(globals))).toHaveAttribute('data-state', 'paused');
  },
};

export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** What the home page shows while banners load: a placeholder of the carousel's height. */
export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <Skeleton variant="rect" height="360px" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Gradient and image slides, Chinese and English, still, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-6)' }}>
      <BannerCarousel banners={bannersZh} autoPlay={false} label="精选推荐（渐变）" />
      <BannerCarousel banners={bannersZh} defaultValue={1} autoPlay={false} label="精选推荐（图片）" />
      <BannerCarousel banners={bannersEn} autoPlay={false} label="Featured" />
    </div>
  ),
};
