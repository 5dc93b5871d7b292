import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  test('holds a square of its size while the encoder loads, then draws the code into it', async () => {
    render(<QrCode value="https://example.com/follow" label="Follow us" size={96} />);
    const code = screen.getByRole('img', { name: 'Follow us' });
    expect(code.querySelector('svg')?.getAttribute('width')).toBe('96');
    await waitFor(() => expect(code.querySelector('svg path')).not.toBeNull());
    expect(code.querySelector('svg')?.getAttribute('width')).toBe('96');
  });

  test('loads the encoder only once the code comes near the viewport', async () => {
    // A fresh module: the encoder is kept once loaded.
    vi.resetModules();
    const { QrCode: FreshQrCode } = await import('./QrCode');
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    try {
      render(<FreshQrCode value="https://example.com/follow" label="Below the fold" size={64} />);
      const code = screen.getByRole('img', { name: 'Below the fold' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(code.querySelector('svg path')).toBeNull();
      const [observer] = observers;
      expect(observer?.targets).toEqual([code]);
      act(() => {
        observer?.callback(
          [{ isIntersecting: true, target: code } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      await waitFor(() => expect(code.querySelector('svg path')).not.toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('renders the same square on the server, without Suspense markers', () => {
    const html = renderToString(<QrCode value="https://example.com/follow" label="Follow us" />);
    expect(html).toContain('<svg width="128" height="128" aria-hidden="true"></svg>');
    expect(html).not.toContain('<!--$');
  });
});
