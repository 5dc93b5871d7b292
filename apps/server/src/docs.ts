import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

/**
 * The API reference at /api/docs/ (Scalar, rendered from the contract) and the raw contract at
 * /api/openapi.yaml. Scalar's script is served from node_modules by the plugin (js/scalar.js
 * relative to the page); default fonts and telemetry are off so the page loads nothing from outside.
 */
export async function registerApiDocs(app: FastifyInstance, contractText: string): Promise<void> {
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply.header('content-type', 'application/yaml; charset=utf-8').send(contractText),
  );
  await app.register(scalar, {
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
}
