import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { ToastProvider, useToast } from './ToastProvider';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show({ title: 'Added to cart!', tone: 'success' })}>
        add
      </button>
      <button type="button" onClick={() => toast.show({ title: 'Settlement failed!', tone: 'critical' })}>
        fail
      </button>
    </>
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows a polite status and removes it after the duration', () => {
    renderWithIntl(
      <ToastProvider duration={1000}>
        <Trigger />
      </ToastProvider>,
      'en',
    );
    fireEvent.click(screen.getByText('add'));
    expect(screen.getByRole('status').textContent).toContain('Added to cart!');
    act(() => {
      vi.advanceTimersByTime(1001);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('errors are alerts and wait while hovered', () => {
    renderWithIntl(
      <ToastProvider duration={1000}>
        <Trigger />
      </ToastProvider>,
      'en',
    );
    fireEvent.click(screen.getByText('fail'));
    const alert = screen.getByRole('alert');
    fireEvent.mouseEnter(alert);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('useToast outside a provider explains itself', () => {
    expect(() => renderWithIntl(<Trigger />)).toThrow(/ToastProvider/);
  });
});
