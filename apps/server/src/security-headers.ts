import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from './env.js';

/**
 * The Content-Security-Policy. Outside development no inline script runs: the SSR document carries its
 * data in JSON blocks (apps/web `documentData`), the API reference's one start-up call is allowed by its
 * hash (docs.ts), and no element has an inline event handler (`script-src-attr 'none'`). The login token
 * lives in localStorage (SPEC §3), so an injected script must find nothing it may run.
 */
export function contentSecurityPolicy(config: ServerConfig) {
  const development = config.nodeEnv === 'development';
  // TRACKING_SCRIPT_URL runs on every page and reports back to its own origin (XHR or sendBeacon; its
  // image beacons are covered by img-src https:).
  const tracker = config.trackingScriptUrl ? [new URL(config.trackingScriptUrl).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Vite's development preamble (React Refresh) is inline; only development allows that.
      scriptSrc: ["'self'", ...tracker, ...(development ? ["'unsafe-inline'"] : [])],
      scriptSrcAttr: ["'none'"],
      // React's style attributes and the API reference's injected styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // Vite's HMR client talks over a WebSocket in development.
      connectSrc: ["'self'", ...tracker, ...(development ? ['ws:', 'wss:'] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      ...(config.nodeEnv === 'production' && { upgradeInsecureRequests: [] }),
    },
  };
}

/**
 * Helmet's headers with the policy above, on every response. Helmet's middleware is built once, here: it
 * parses the policy and prepares each header then, and afterwards only sets them. (@fastify/helmet built
 * it again for every request, parsing the policy each time: about 5 % of a small API answer's time.)
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Product images and the API reference's assets are same-origin; cross-origin embedding of
    // banner images from a CDN must keep working.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}

/** A policy with more sources in its `script-src` (e.g. the hash of one page's inline script). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('script-src ') ? `${directive.trimEnd()} ${sources.join(' ')}` : directive,
    )
    .join(';');
}
