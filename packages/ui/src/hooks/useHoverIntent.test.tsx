import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { MENU_CLOSE_DELAY, useHoverIntent } from './useHoverIntent';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('closes after the SPEC §9 delay of 300 ms unless cancelled', () => {
  expect(MENU_CLOSE_DELAY).toBe(300);
  const onClose = vi.fn();
  const { result, unmount } = renderHook(() => useHoverIntent(onClose));
  act(() => result.current.schedule());
  act(() => vi.advanceTimersByTime(299));
  expect(onClose).not.toHaveBeenCalled();
  act(() => result.current.cancel());
  act(() => vi.advanceTimersByTime(1000));
  expect(onClose).not.toHaveBeenCalled();
  act(() => result.current.schedule());
  act(() => vi.advanceTimersByTime(300));
  expect(onClose).toHaveBeenCalledTimes(1);
  // A pending close never fires after unmount.
  act(() => result.current.schedule());
  unmount();
  act(() => vi.advanceTimersByTime(1000));
  expect(onClose).toHaveBeenCalledTimes(1);
});
