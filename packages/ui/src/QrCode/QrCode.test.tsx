import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  test('holds a square of its size while the encoder loads, then draws the code into it', async () => {
    render(<QrCode value="https://example.com/follow" label="Follow us" size={96} />);
    const code = screen.getByRole('img', { name: 'Follow us' });
    expect(code.querySelector('svg')?.getAttribute('width')).toBe('96');
    await waitFor(() => expect(code.querySelector('svg path')).not.toBeNull());
    expect(code.querySelector('svg')?.getAttribute('width')).toBe('96');
  });

  test('renders the same square on the server, without Suspense markers', () => {
    const html = renderToString(<QrCode value="https://example.com/follow" label="Follow us" />);
    expect(html).toContain('<svg width="128" height="128" aria-hidden="true"></svg>');
    expect(html).not.toContain('<!--$');
  });
});
