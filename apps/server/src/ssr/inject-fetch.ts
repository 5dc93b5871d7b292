import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A `fetch` that routes requests in-process through `app.inject` (no socket, no network hop),
 * used by the SSR loaders to call the API. Any origin is accepted (the web app uses
 * http://internal/api/v1); only the path and query matter.
 *
 * The page request's client address arrives as X-Forwarded-For (set by the page route from
 * `request.ip`); it becomes the injected request's remote address so that per-client answers such
 * as /isChina are the same as for a direct call, whether or not TRUST_PROXY is on.
 */
export function createInjectFetch(getApp: () => FastifyInstance | undefined): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const app = getApp();
    if (!app) throw new Error('The API is not ready for in-process requests yet');
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // The loaders read the body as JSON: an in-process answer has nothing to gain from compression.
    delete headers['accept-encoding'];
    const forwardedFor = headers['x-forwarded-for']?.split(',')[0]?.trim();
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const options: InjectOptions = {
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body && { payload: body }),
      ...(forwardedFor && { remoteAddress: forwardedFor }),
    };
    const res = await app.inject(options);

    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      // Set-Cookie (and any other repeated header) must stay separate values.
      for (const v of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, v);
    }
    const nullBody = [101, 204, 205, 304].includes(res.statusCode) || request.method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: responseHeaders,
    });
  };
}
