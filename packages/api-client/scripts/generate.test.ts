import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateSchema, schemaFileUrl } from './generate';

// The committed src/schema.d.ts must be exactly what the contract generates today.
it('src/schema.d.ts is up to date with openapi/openapi.yaml (run `pnpm --filter @storefront/api-client generate`)', async () => {
  const [committed, fresh] = await Promise.all([readFile(schemaFileUrl, 'utf8'), generateSchema()]);
  expect(committed === fresh, 'src/schema.d.ts is stale: regenerate it').toBe(true);
}, 30_000);
