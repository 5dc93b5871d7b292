import { describe, expect, it, vi } from 'vitest';
import { bearerHeaders, createApiClient, pathSendsToken } from './client';
import { unwrap } from './envelope';

const BASE = 'http://storefront.test/api/v1';

function envelope(data: unknown, code = 'E0001', msg = 'ok'): string {
  return JSON.stringify({ code, msg, data });
}

/** A fetch that records every request and answers with `answer(request)`. */
function recordingFetch(answer: (request: Request) => Response = () => jsonResponse(envelope(true))) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  return { fetch, requests };
}

function jsonResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

describe('pathSendsToken', () => {
  it.each([
    '/order',
    '/order/order',
    '/order/order/{id}',
    '/try_out',
    '/paper_reward',
    '/enquiry',
    '/auth/status',
    '/search',
    '/search/rank',
    '/coa',
    '/suggest',
    '/leave_word',
    '/calculator',
  ])('sends the token on %s', (path) => {
    expect(pathSendsToken(path)).toBe(true);
  });

  it.each([
    '/product',
    '/tree_structure/child',
    '/banner/show',
    '/users/info',
    '/user/user_info',
    '/isChina',
    '/relaies',
  ])('keeps it off %s', (path) => {
    expect(pathSendsToken(path)).toBe(false);
  });
});

describe('createApiClient', () => {
  it('adds the bearer token on a listed path', async () => {
    const { fetch, requests } = recordingFetch(() =>
      jsonResponse(envelope({ list: [], total: 0, page: 1, size: -1, countTotal: 0, priceTotal: '¥0' })),
    );
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 'jti-123' });
    await api.GET('/order/order', { params: { query: { size: -1 } } });
    expect(requests[0]?.url).toBe(`${BASE}/order/order?size=-1`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer jti-123');
  });

  it('adds it on search and leave_word calls too', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse(envelope([])));
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 'jti-123' });
    await api.GET('/search/rank', { params: { query: { number: 5 } } });
    await api.POST('/leave_word', {
      body: {
        name: 'Li Lei',
        company: 'Acme',
        department: 'R&D',
        address: 'Beijing',
        phone: '13800138000',
        email: 'li@example.org',
        content: 'Hello',
        privacy: true,
      },
    });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer jti-123', 'Bearer jti-123']);
  });

  it('never sends the token on other paths, even when a parameter value contains a marker', async () => {
    const { fetch, requests } = recordingFetch();
    const getToken = vi.fn(() => 'jti-123');
    const api = createApiClient({ baseUrl: BASE, fetch, getToken });
    await api.GET('/product/{catalogNumber}/isExist', { params: { path: { catalogNumber: 'COA-order-1' } } });
    await api.GET('/isChina');
    await api.GET('/users/info');
    expect(requests).toHaveLength(3);
    for (const request of requests) expect(request.headers.has('Authorization')).toBe(false);
    expect(getToken).not.toHaveBeenCalled();
  });

  it('sends no token when getToken returns null', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => null });
    await api.GET('/order');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the token on every request', async () => {
    const { fetch, requests } = recordingFetch();
    let token: string | null = null;
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => token });
    await api.GET('/auth/status');
    token = 'fresh';
    await api.GET('/auth/status');
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([null, 'Bearer fresh']);
  });

  it('lets a caller pass the token explicitly on a login-only user call', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse(envelope({ id: 7, account: 'a@b.cn' })));
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 'jti-123' });
    await api.GET('/user/user_info', { headers: bearerHeaders('jti-123') });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer jti-123');
    expect(bearerHeaders(null)).toEqual({});
  });

  it.each([
    ['en', 'en'],
    ['zh-CN', 'zh-CN'],
  ] as const)('sends Accept-Language %s for locale %s', async (locale, header) => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => null, locale });
    await api.GET('/isChina');
    expect(requests[0]?.headers.get('Accept-Language')).toBe(header);
  });

  it('follows a locale getter and leaves the header alone without a locale or when a call sets it', async () => {
    const { fetch, requests } = recordingFetch();
    let locale: 'en' | 'zh-CN' = 'zh-CN';
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => null, locale: () => locale });
    await api.GET('/isChina');
    locale = 'en';
    await api.GET('/isChina');
    await api.GET('/isChina', { params: { header: { 'Accept-Language': 'zh-CN,zh;q=0.9' } } });
    const plain = createApiClient({ baseUrl: BASE, fetch, getToken: () => null });
    await plain.GET('/isChina');
    expect(requests.map((r) => r.headers.get('Accept-Language'))).toEqual([
      'zh-CN',
      'en',
      'zh-CN,zh;q=0.9',
      null,
    ]);
  });

  it('calls onUnauthorized on a 401 E0003 envelope', async () => {
    const { fetch } = recordingFetch(() => jsonResponse(envelope(null, 'E0003', '请先登录'), 401));
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 'expired', onUnauthorized });
    await expect(unwrap(api.GET('/order/order', { params: { query: { size: -1 } } }))).rejects.toMatchObject({
      code: 'E0003',
      status: 401,
      msg: '请先登录',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ schemaPath: '/order/order' });
  });

  it('calls onUnauthorized on an E0003 envelope whatever its status, and not on other failures', async () => {
    let answer = jsonResponse(envelope(null, 'E0003', 'expired'), 403);
    const { fetch } = recordingFetch(() => answer);
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 't', onUnauthorized });
    await api.GET('/auth/status');
    answer = jsonResponse(envelope(null, 'E0005', 'missing'), 404);
    await api.GET('/auth/status');
    answer = jsonResponse(envelope(true));
    await api.GET('/auth/status');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends the absol call to the absol base', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse(envelope([])));
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 't' });
    await api.GET('/relaies', { params: { query: { catalogNumber: 'IL6-H4218' } } });
    expect(requests[0]?.url).toBe('http://storefront.test/api/absol/relaies?catalogNumber=IL6-H4218');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('uses an explicit absolBaseUrl, and refuses an absol call when none can be derived', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse(envelope([])));
    const api = createApiClient({
      baseUrl: 'http://a.test/v1',
      absolBaseUrl: 'http://b.test/absol',
      fetch,
      getToken: () => null,
    });
    await api.GET('/relaies', { params: { query: { catalogNumber: 'CD002' } } });
    expect(requests[0]?.url).toBe('http://b.test/absol/relaies?catalogNumber=CD002');
    const odd = createApiClient({ baseUrl: 'http://a.test/v1', fetch, getToken: () => null });
    await expect(odd.GET('/relaies', { params: { query: { catalogNumber: 'CD002' } } })).rejects.toThrow(
      /absolBaseUrl/,
    );
  });

  it('sends JSON bodies with their method and path parameters', async () => {
    const { fetch, requests } = recordingFetch(() =>
      jsonResponse(
        envelope({
          id: 3,
          count: 2,
          price: '¥100',
          subtotal: '¥200',
          catalogNumber: 'CD002',
          productName: 'Kit',
          size: '1 kit',
        }),
      ),
    );
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 't' });
    const line = await unwrap(
      api.PUT('/order/order/{id}', { params: { path: { id: 3 } }, body: { count: 2 } }),
    );
    expect(line.subtotal).toBe('¥200');
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe(`${BASE}/order/order/3`);
    expect(await requests[0]?.json()).toEqual({ count: 2 });
  });
});
