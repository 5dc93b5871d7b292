import { describe, expect, it } from 'vitest';
import { forwardableHeaders } from './forwardableHeaders.server';

describe('forwardableHeaders', () => {
  it('keeps what identifies the visitor and drops what describes the page request', () => {
    const headers = forwardableHeaders(
      new Request('http://shop.test/', {
        headers: {
          host: 'shop.test',
          accept: 'text/html',
          'accept-language': 'en-US',
          'accept-encoding': 'gzip',
          cookie: 'i18n_redirected=en',
          'x-forwarded-for': '203.0.113.5',
          'cf-ipcountry': 'CN',
          'user-agent': 'Test',
        },
      }),
    );
    expect(Object.fromEntries(headers)).toEqual({
      cookie: 'i18n_redirected=en',
      'x-forwarded-for': '203.0.113.5',
      'cf-ipcountry': 'CN',
      'user-agent': 'Test',
    });
  });
});
