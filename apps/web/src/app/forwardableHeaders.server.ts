// Hop-by-hop and representation headers describe the page request itself, not what the API should know.
const notForwarded = new Set([
  'host',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'transfer-encoding',
  'content-length',
  'content-type',
  'accept',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'cache-control',
  'pragma',
  'accept-language',
]);

/**
 * The headers of an incoming page request that the API should see as if the browser had called it:
 * cookies, the client address (x-forwarded-for), the proxy's country header, the user agent. The
 * browser's Accept-Language is not among them: the API answers in the language of the site.
 */
export function forwardableHeaders(pageRequest: Request): Headers {
  const headers = new Headers();
  pageRequest.headers.forEach((value, name) => {
    if (!notForwarded.has(name)) headers.set(name, value);
  });
  return headers;
}
