import { type ApiClient, createApiClient } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { envelope } from '../test/fakeApi';
import { createServices } from './services';

describe('createServices', () => {
  it('asks in the site language and passes the visitor headers on', async () => {
    const seen: Request[] = [];
    const services = createServices({
      baseUrl: 'http://internal/api/v1',
      fetch: async (input, init) => {
        seen.push(new Request(input, init));
        return envelope([]);
      },
      forwardedHeaders: new Headers({ 'x-forwarded-for': '198.51.100.7', cookie: 'a=1' }),
    });
    await services.api('en').GET('/dict');
    const [request] = seen;
    expect(request?.url).toBe('http://internal/api/v1/dict');
    expect(request?.headers.get('accept-language')).toBe('en');
    expect(request?.headers.get('x-forwarded-for')).toBe('198.51.100.7');
    expect(request?.headers.get('cookie')).toBe('a=1');
  });

  it('asks /isChina once per session, but again after a failure', async () => {
    const answers = [envelope(null, { status: 500, code: 'E0009', msg: 'down' }), envelope(true)];
    let calls = 0;
    const services = createServices({
      baseUrl: 'http://internal/api/v1',
      fetch: async () => {
        calls += 1;
        return answers.shift() ?? envelope(false);
      },
    });
    await expect(services.isChina()).rejects.toMatchObject({ code: 'E0009' });
    expect(await services.isChina()).toBe(true);
    expect(await services.isChina()).toBe(true);
    expect(calls).toBe(2);
  });

  it("uses the server's own client in the site's language, never fetch, when given one", async () => {
    const languages: string[] = [];
    const services = createServices({
      baseUrl: 'http://internal/api/v1',
      fetch: async () => {
        throw new Error('no HTTP on the server');
      },
      client: (language): ApiClient => {
        languages.push(language);
        return createApiClient({
          baseUrl: 'http://internal/api/v1',
          getToken: () => null,
          fetch: async (request) =>
            request.url.endsWith('/isChina') ? envelope(true) : envelope([{ id: 1, pid: 0, name: language }]),
        });
      },
    });
    expect(await services.isChina()).toBe(true);
    expect(await services.categoryTree('en')).toEqual([{ id: 1, pid: 0, name: 'en' }]);
    expect(services.api('en')).toBe(services.api('en'));
    expect(languages).toEqual(['zh-CN', 'en']);
  });
});
