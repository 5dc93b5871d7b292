import { createApiClient } from '@storefront/api-client';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../test/fakeApi';
import { searchSuggestionLoader } from './searchSuggestions';

function apiAnswering(answer: () => Response) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/api/v1',
    fetch: async (request: Request) => {
      requests.push(request);
      return answer();
    },
    locale: 'en',
    getToken: () => null,
  });
  return { api, requests };
}

describe('searchSuggestionLoader', () => {
  it('asks /search/suggestions and links each suggestion on the current site', async () => {
    const { api, requests } = apiAnswering(() =>
      envelope([
        {
          kind: 'catalogNumber',
          text: 'IL6-H1011',
          link: '/product-detail?catalogNumber=IL6-H1011',
          highlights: [{ start: 0, end: 3 }],
        },
        { kind: 'target', text: 'IL-6', link: '/search?keywords=IL-6', highlights: [] },
      ]),
    );
    const suggestions = await searchSuggestionLoader(api, 'en')('IL6', {
      signal: new AbortController().signal,
    });
    expect(new URL(requests[0]?.url ?? '').search).toBe('?keywords=IL6&size=8');
    expect(suggestions).toEqual([
      {
        kind: 'catalogNumber',
        text: 'IL6-H1011',
        href: '/en/product-detail?catalogNumber=IL6-H1011',
        highlights: [{ start: 0, end: 3 }],
      },
      { kind: 'target', text: 'IL-6', href: '/en/search?keywords=IL-6', highlights: [] },
    ]);
  });

  it('passes the abort signal on, and asks nothing for text longer than the search allows', async () => {
    const { api, requests } = apiAnswering(() => envelope([]));
    const load = searchSuggestionLoader(api, 'cn');
    expect(await load('白'.repeat(101), { signal: new AbortController().signal })).toEqual([]);
    expect(requests).toHaveLength(0);
    const controller = new AbortController();
    await load('PD', { signal: controller.signal });
    controller.abort();
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('rejects when the API fails, so the box shows no suggestions', async () => {
    const { api } = apiAnswering(() => envelope(null, { status: 500, code: 'E0008', msg: 'failed' }));
    const onRejected = vi.fn();
    await searchSuggestionLoader(api, 'cn')('PD', { signal: new AbortController().signal }).catch(onRejected);
    expect(onRejected).toHaveBeenCalled();
  });
});
