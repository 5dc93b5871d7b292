/**
 * Generates src/schema.d.ts from the contract. The staleness test calls `generateSchema()` too,
 * so the committed file and the in-memory one come from the same options and formatting.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

export const contractUrl = new URL('../../../openapi/openapi.yaml', import.meta.url);
export const schemaFileUrl = new URL('../src/schema.d.ts', import.meta.url);

export async function generateSchema(): Promise<string> {
  const ast = await openapiTS(contractUrl, {
    // `export type Product = components['schemas']['Product']` for every schema, so the package's
    // named types can never fall behind the contract.
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    silent: true,
  });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

const runDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  await writeFile(schemaFileUrl, await generateSchema());
  console.log(`wrote ${fileURLToPath(schemaFileUrl)}`);
}
