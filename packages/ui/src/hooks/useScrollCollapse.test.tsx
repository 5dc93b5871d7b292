import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { isPastCollapsePoint, useScrollCollapse } from './useScrollCollapse';

describe('isPastCollapsePoint', () => {
  test('collapses strictly past the bar height plus 30 px', () => {
    expect(isPastCollapsePoint(0, 56)).toBe(false);
    expect(isPastCollapsePoint(86, 56)).toBe(false);
    expect(isPastCollapsePoint(87, 56)).toBe(true);
    expect(isPastCollapsePoint(20, 0, 10)).toBe(true);
  });
});

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  const collapsed = useScrollCollapse(ref);
  return <div ref={ref} data-testid="bar" data-state={collapsed ? 'collapsed' : 'expanded'} />;
}

const scrollTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
};

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

test('a page opened scrolled down collapses the bar from the first frame, measured without a forced layout', async () => {
  let measuredDuringMount = false;
  let mounting = true;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => {
      if (mounting) measuredDuringMount = true;
      return 50;
    },
  });
  Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
  const { getByTestId } = render(<Bar />);
  mounting = false;
  expect(measuredDuringMount).toBe(false);
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
  expect(getByTestId('bar').dataset.state).toBe('collapsed');
});

test('useScrollCollapse follows the window scroll (bar height measured while expanded)', async () => {
  // jsdom has no layout: give the bar a height as the browser would.
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 50 });
  const { getByTestId } = render(<Bar />);
  expect(getByTestId('bar').dataset.state).toBe('expanded');
  await scrollTo(80);
  expect(getByTestId('bar').dataset.state).toBe('expanded');
  await scrollTo(81);
  expect(getByTestId('bar').dataset.state).toBe('collapsed');
  await scrollTo(10);
  expect(getByTestId('bar').dataset.state).toBe('expanded');
});
