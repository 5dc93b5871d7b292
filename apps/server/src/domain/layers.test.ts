import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The `.ts` file of a relative specifier: `./x.js`, `./x` or a folder's `index.ts`. */
function sourceFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const file = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${relative(SRC, from)}: cannot resolve ${specifier}`);
  return file;
}

/** What a module imports: relative modules as their `.ts` files, packages by name (type imports too). */
function importsOf(file: string): { modules: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\b[^;]*?from\s+'([^']+)'/gms)].map(
    (m) => m[1] as string,
  );
  return {
    modules: specifiers.filter((s) => s.startsWith('.')).map((s) => sourceFile(file, s)),
    packages: specifiers.filter((s) => !s.startsWith('.')),
  };
}

/** Every module a module depends on, directly or not, with the packages they import. */
function dependencies(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (modules.has(file)) continue;
    modules.add(file);
    const found = importsOf(file);
    for (const name of found.packages) packages.add(name);
    pending.push(...found.modules);
  }
  return { modules, packages };
}

/** The areas' services and the domain modules: callable without HTTP. */
const entries = [
  ...readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(SRC, dir.name))
        .filter((name) => name === 'service.ts')
        .map((name) => join(SRC, dir.name, name)),
    ),
  ...readdirSync(join(SRC, 'domain'))
    .filter((name) => name.endsWith('.ts') && !name.includes('.test'))
    .map((name) => join(SRC, 'domain', name)),
];

describe('services and domain modules', () => {
  it('are found', () => {
    expect(entries.map((file) => relative(SRC, file))).toEqual(
      expect.arrayContaining([
        'accounts/service.ts',
        'cart/service.ts',
        'domain/errors.ts',
        'domain/context.ts',
      ]),
    );
  });

  it.each(entries.map((file) => [relative(SRC, file), file]))(
    '%s depends on nothing of http/ or Fastify, directly or through another module',
    (_name, file) => {
      const { modules, packages } = dependencies(file);
      expect([...modules].map((m) => relative(SRC, m)).filter((m) => m.startsWith('http/'))).toEqual([]);
      expect(
        [...packages].filter((p) => p === 'fastify' || p.startsWith('@fastify/') || p.startsWith('fastify-')),
      ).toEqual([]);
    },
  );
});
