import type { RequestContext } from '../domain/context.js';

/** A request context for calling a service directly: a Chinese-site visitor outside China, not logged in. */
export function testRequestContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return { lang: 'zh', clientIp: '203.0.113.7', inChina: false, showPrices: false, user: null, ...overrides };
}
