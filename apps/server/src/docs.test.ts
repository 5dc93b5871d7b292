import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registerApiDocs } from './docs.js';

// Counts the evaluations of Scalar's plugin module, which stays the real one.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@scalar/fastify-api-reference', async (importActual) => {
  loads.count += 1;
  return importActual();
});

const contractText = 'openapi: 3.1.0\ninfo:\n  title: Lazy reference\n  version: 1.0.0\npaths: {}\n';

async function docsApp() {
  const app = Fastify();
  await registerApiDocs(app, contractText);
  await app.ready();
  return app;
}

describe('registerApiDocs', () => {
  it('loads Scalar only on the first request for the reference, once', async () => {
    const app = await docsApp();
    expect(loads.count).toBe(0);
    const contract = await app.inject({ url: '/api/openapi.yaml' });
    expect(contract.body).toBe(contractText);
    expect(loads.count).toBe(0);

    const [page, script] = await Promise.all([
      app.inject({ url: '/api/docs/' }),
      app.inject({ url: '/api/docs/js/scalar.js' }),
    ]);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    const spec = await app.inject({ url: '/api/docs/openapi.json' });
    expect(spec.json().info.title).toBe('Lazy reference');
    expect(loads.count).toBe(1);
    await app.close();
  });

  it('passes on the reference’s redirect and leaves other paths under /api/docs to the app', async () => {
    const app = await docsApp();
    const redirect = await app.inject({ url: '/api/docs' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/');
    const yaml = await app.inject({ url: '/api/docs/openapi.yaml' });
    expect(yaml.headers['content-disposition']).toMatch(/^filename=[\w-]+\.yaml$/);
    expect(yaml.body).toContain('title: Lazy reference');
    const unknown = await app.inject({ url: '/api/docs/elsewhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Route GET:/api/docs/elsewhere not found');
    await app.close();
  });
});
