import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { messages } from '../i18n';
import { RouteProgress } from './RouteProgress';
import { progressAt } from './routeProgressModel';

const Harness = ({ active }: { active: boolean }) => (
  <IntlProvider locale="zh-CN" messages={messages['zh-CN']}>
    <RouteProgress active={active} />
  </IntlProvider>
);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('progressAt eases from 0 to the 90 % ceiling over the duration', () => {
  expect(progressAt(0)).toBe(0);
  expect(progressAt(2500)).toBe(68);
  expect(progressAt(5000)).toBe(90);
  expect(progressAt(9000)).toBe(90);
});

test('a load shorter than the 200 ms throttle shows nothing', () => {
  const { rerender } = render(<Harness active />);
  act(() => vi.advanceTimersByTime(150));
  expect(screen.queryByRole('progressbar')).toBeNull();
  rerender(<Harness active={false} />);
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.queryByRole('progressbar')).toBeNull();
  // The same bar does show for the next load once it outlasts the throttle: the absence above was the throttle.
  rerender(<Harness active />);
  act(() => vi.advanceTimersByTime(200));
  expect(screen.getByRole('progressbar')).toBeTruthy();
});

test('a longer load shows the bar, creeps, then fills and goes away', () => {
  const { rerender } = render(<Harness active />);
  act(() => vi.advanceTimersByTime(200));
  const bar = screen.getByRole('progressbar', { name: '页面加载中' });
  expect(bar.dataset.state).toBe('running');
  act(() => vi.advanceTimersByTime(2500));
  expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(50);
  rerender(<Harness active={false} />);
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  act(() => vi.advanceTimersByTime(300));
  expect(screen.queryByRole('progressbar')).toBeNull();
});
