import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { withScriptSources } from './security-headers.js';

/** Where the reference lives; the paths below are the ones Scalar's plugin answers under it. */
const ROUTE_PREFIX = '/api/docs';
const REFERENCE_PATHS = ['', '/', '/js/scalar.js', '/openapi.json', '/openapi.yaml'].map(
  (path) => ROUTE_PREFIX + path,
);
/** The headers of the reference's answers that the visitor gets; the rest are the outer app's. */
const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'location'];

/** The content of each inline script element (no `src`) of an HTML page, as the browser hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * Scalar's plugin on a Fastify instance of its own. The plugin reads its 3.3 MB standalone script
 * into a string (6.4 MB in V8's heap) and loads its OpenAPI parser when it is registered; few
 * visitors ever open the reference, so that happens on the first request for it, not at start.
 * Default fonts and telemetry are off so the page loads nothing from outside.
 */
async function createReference(contractText: string): Promise<FastifyInstance> {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const reference = Fastify();
  await reference.register(scalar, {
    routePrefix: ROUTE_PREFIX,
    configuration: {
      content: contractText,
      pageTitle: 'Storefront API',
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
    },
  });
  await reference.ready();
  return reference;
}

/** The reference, created once on first use; a failed creation is tried again on the next request. */
function lazily(create: () => Promise<FastifyInstance>): () => Promise<FastifyInstance> {
  let reference: Promise<FastifyInstance> | null = null;
  return () => {
    reference ??= create().catch((error: unknown) => {
      reference = null;
      throw error;
    });
    return reference;
  };
}

/**
 * The API reference at /api/docs/ (Scalar, rendered from the contract) and the raw contract at
 * /api/openapi.yaml. The reference's requests are answered by Scalar's plugin in an instance of its
 * own (see createReference) and go out through this app's hooks: security headers, compression.
 * Scalar's script is served by the plugin (js/scalar.js relative to the page). Its page starts
 * Scalar with one inline call, which the CSP allows by its hash on that page only.
 */
export async function registerApiDocs(app: FastifyInstance, contractText: string): Promise<void> {
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply.header('content-type', 'application/yaml; charset=utf-8').send(contractText),
  );
  const reference = lazily(() => createReference(contractText));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await reference()).inject({ method: 'GET', url: request.url });
    reply.code(answer.statusCode);
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(answer.body);
  };
  // A scope of its own, so that the hook sees the reference's routes only.
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      const html = String(reply.getHeader('content-type')).startsWith('text/html');
      if (html && typeof payload === 'string' && typeof policy === 'string') {
        reply.header(
          'content-security-policy',
          withScriptSources(policy, inlineScripts(payload).map(sha256Source)),
        );
      }
      return payload;
    });
    for (const path of REFERENCE_PATHS) docs.get(path, { logLevel: 'warn' }, forward);
  });
}
