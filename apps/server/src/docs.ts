import { createHash } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { withScriptSources } from './security-headers.js';

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
 * The API reference at /api/docs/ (Scalar, rendered from the contract) and the raw contract at
 * /api/openapi.yaml. Scalar's script is served from node_modules by the plugin (js/scalar.js
 * relative to the page); default fonts and telemetry are off so the page loads nothing from outside.
 * Its page starts Scalar with one inline call, which the CSP allows by its hash on that page only.
 */
export async function registerApiDocs(app: FastifyInstance, contractText: string): Promise<void> {
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply.header('content-type', 'application/yaml; charset=utf-8').send(contractText),
  );
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
    await docs.register(scalar, {
      routePrefix: '/api/docs',
      logLevel: 'warn',
      configuration: {
        content: contractText,
        pageTitle: 'Storefront API',
        withDefaultFonts: false,
        telemetry: false,
        hideClientButton: true,
      },
    });
  });
}
