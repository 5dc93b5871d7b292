// What the checks that install @storefront/ui as a sister site would (test:package, test:size, test:example)
// share: the repository's paths, the pnpm they run, and building and packing the package.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ui = join(root, 'packages/ui');
// The same pnpm as the developers and CI run (the root package.json has no packageManager field); npx takes
// the cached copy without asking the registry, so that the checks also run offline once the caches are warm.
export const pnpm = ['npx', '--yes', '--prefer-offline', 'pnpm@10'];

/** Runs a command, echoing it; its output goes to the terminal and a failure ends the check. */
export function run(command, args, cwd) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

/**
 * Builds @storefront/ui (unless the command line has --no-build: `pnpm test` runs the checks after `pnpm
 * build`) and packs it into `destination`, an empty directory; returns the tarball's path.
 * pnpm pack, not npm pack: it applies publishConfig and turns workspace: ranges into versions.
 */
export function packUi(destination) {
  if (!process.argv.includes('--no-build')) run(pnpm[0], [...pnpm.slice(1), 'build'], ui);
  run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', destination], ui);
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack left no tarball in ${destination}`);
  return join(destination, tarball);
}
