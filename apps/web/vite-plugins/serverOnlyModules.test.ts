import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOnlyModules } from './serverOnlyModules';

/** A tiny app: entries that reach a server-only module in different ways. */
const fixture = {
  'secret.server.ts': "export const secret: string = 'server only';\n",
  'shared.ts': "export const shared = 'both sides';\n",
  'staticImport.ts': "import { secret } from './secret.server';\nconsole.log(secret);\n",
  'dynamicImport.ts': "export const load = () => import('./secret.server');\n",
  'typeImport.ts':
    "import type { secret } from './secret.server';\nimport { shared } from './shared';\nexport const value: typeof secret = shared;\n",
};

let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'server-only-'));
  for (const [name, content] of Object.entries(fixture)) writeFileSync(join(root, name), content);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const buildOptions = (entry: string, ssr: boolean) => ({
  root,
  configFile: false as const,
  logLevel: 'silent' as const,
  plugins: [serverOnlyModules()],
  build: ssr
    ? { ssr: join(root, entry), write: false }
    : { write: false, rollupOptions: { input: join(root, entry) } },
});

describe('serverOnlyModules', () => {
  it.each(['staticImport.ts', 'dynamicImport.ts'])(
    'fails the client build of %s, naming the importer and the server-only module',
    async (entry) => {
      await expect(build(buildOptions(entry, false))).rejects.toThrow(
        new RegExp(`${entry}.*imports the server-only module .*secret\\.server\\.ts`),
      );
    },
  );

  it('lets the server build import it', async () => {
    await expect(build(buildOptions('staticImport.ts', true))).resolves.toBeDefined();
  });

  it('lets client code import types from it (erased before the build)', async () => {
    await expect(build(buildOptions('typeImport.ts', false))).resolves.toBeDefined();
  });
});
