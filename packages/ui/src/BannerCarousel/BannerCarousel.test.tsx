import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { BannerCarousel } from './BannerCarousel';

const banners = [
  { id: 1, title: 'New cytokines', subtitle: 'HEK293 expressed', link: '/new-products', image: null },
  { id: 2, title: 'Free trial', link: '/apply', image: null },
  { id: 3, title: 'Paper award', link: '/reward', image: null },
];

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const region = () => screen.getByRole('region', { name: 'Featured' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel rotation', () => {
  test('advances every interval and wraps to the first slide', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    const onValueChange = vi.fn();
    renderWithIntl(<BannerCarousel banners={banners} interval={1000} onValueChange={onValueChange} />, 'en');
    expect(region().getAttribute('data-state')).toBe('playing');
    act(() => vi.advanceTimersByTime(1000));
    expect(region().getAttribute('data-active-index')).toBe('1');
    // One act per interval: the next timeout is scheduled by the effect after each render.
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(region().getAttribute('data-active-index')).toBe('0');
    expect(onValueChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 0]);
  });

  test('pauses while hovered and resumes after', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderWithIntl(<BannerCarousel banners={banners} interval={1000} />, 'en');
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(5000));
    expect(region().getAttribute('data-active-index')).toBe('0');
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(1000));
    expect(region().getAttribute('data-active-index')).toBe('1');
  });

  test('never starts by itself when the visitor prefers reduced motion, but can be started', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    renderWithIntl(<BannerCarousel banners={banners} interval={1000} />, 'en');
    act(() => vi.advanceTimersByTime(5000));
    expect(region().getAttribute('data-state')).toBe('paused');
    expect(region().getAttribute('data-active-index')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    // The click focused the button inside; rotation waits until focus leaves.
    fireEvent.blur(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(region().getAttribute('data-active-index')).toBe('1');
  });

  test("keeps the rotation's changes silent and announces the visitor's, even pressed without focus", () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderWithIntl(<BannerCarousel banners={banners} interval={1000} />, 'en');
    const slides = () => region().querySelector('[aria-live]');
    expect(slides()?.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(1000));
    expect(region().getAttribute('data-active-index')).toBe('1');
    expect(slides()?.getAttribute('aria-live')).toBe('off');
    // A screen reader's virtual cursor presses the button without focusing it: rotation goes on.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(region().getAttribute('data-active-index')).toBe('2');
    expect(region().getAttribute('data-state')).toBe('playing');
    expect(slides()?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(1000));
    expect(region().getAttribute('data-active-index')).toBe('0');
    expect(slides()?.getAttribute('aria-live')).toBe('off');
  });

  test('a manual change restarts the full interval', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderWithIntl(<BannerCarousel banners={banners} interval={1000} />, 'en');
    act(() => vi.advanceTimersByTime(900));
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Paper award' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Slide 3: Paper award' }));
    act(() => vi.advanceTimersByTime(900));
    expect(region().getAttribute('data-active-index')).toBe('2');
    act(() => vi.advanceTimersByTime(100));
    expect(region().getAttribute('data-active-index')).toBe('0');
  });
});

describe('BannerCarousel markup', () => {
  test('exposes only the current slide and links it', () => {
    mockReducedMotion(false);
    renderWithIntl(<BannerCarousel banners={banners} autoPlay={false} />, 'zh-CN');
    expect(screen.getByRole('group', { name: '第 1 张，共 3 张' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New cytokines' }).getAttribute('href')).toBe('/new-products');
    expect(screen.queryByRole('link', { name: 'Free trial' })).toBeNull();
  });

  test('renders nothing without banners', () => {
    mockReducedMotion(false);
    const { container } = renderWithIntl(<BannerCarousel banners={[]} />, 'en');
    expect(container.innerHTML).toBe('');
  });

  test('has no controls and does not rotate with one banner', () => {
    mockReducedMotion(false);
    renderWithIntl(<BannerCarousel banners={banners.slice(0, 1)} />, 'en');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(region().getAttribute('data-state')).toBe('paused');
  });
});
