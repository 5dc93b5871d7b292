import { render, screen, waitFor } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  test('holds a square of its size while the encoder loads, then shows the code', async () => {
    render(<QrCode value="https://example.com/follow" label="Follow us" size={96} />);
    const code = screen.getByRole('img', { name: 'Follow us' });
    const placeholder = code.querySelector('svg');
    expect(placeholder?.getAttribute('width')).toBe('96');
    await waitFor(() => expect(code.querySelector('svg path')).not.toBeNull());
    expect(code.querySelector('svg')?.getAttribute('width')).toBe('96');
  });

  test('is complete in server-rendered HTML', async () => {
    const stream = await renderToReadableStream(
      <QrCode value="https://example.com/follow" label="Follow us" />,
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('width="128"');
    expect(html).toContain('<path');
  });
});
