/**
 * The site under measurement: the production build, a 50,000-product catalogue (seed:bench) and the
 * server started the way `pnpm start` starts it, minus the rebuild: the server package's own `start`
 * script, read from its package.json at run time (tsx today, compiled JavaScript once the build
 * emits it), run by a shell in the package folder as pnpm would.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SEARCH_INDEX_VERSION } from '../../apps/server/src/search/analyzer.ts';
import { createTestDatabase } from '../../apps/server/src/testing/test-database.ts';
import { freePorts } from '../../e2e/support/server.ts';

export const root = resolve(import.meta.dirname, '../..');
export const serverDir = join(root, 'apps/server');
export const clientDir = join(root, 'apps/web/dist/client');
export const manifestPath = join(clientDir, '.vite/manifest.json');
export const benchmarkProductCount = 50_000;

export type Engine = 'PGlite' | 'PostgreSQL';

/** The script `name` of a package.json, as pnpm would run it: a shell line with node_modules/.bin on PATH. */
function packageScript(packageDir: string, name: string, args: string[], env: NodeJS.ProcessEnv) {
  const scripts = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).scripts ?? {};
  const line = scripts[name];
  if (typeof line !== 'string') throw new Error(`${packageDir}/package.json has no "${name}" script`);
  const path = [
    join(packageDir, 'node_modules/.bin'),
    join(root, 'node_modules/.bin'),
    process.env.PATH,
  ].join(':');
  return {
    command: 'sh',
    args: ['-c', [line, ...args].join(' ')],
    env: { ...process.env, ...env, PATH: path },
  };
}

function newestModification(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'data'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds the site when the client manifest is missing or older than a source of the web app or of a
 * package it bundles, so every figure is of the code in the working tree.
 */
export function ensureProductionBuild(): void {
  const sources = [
    join(root, 'apps/web'),
    ...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p)),
  ];
  const built = existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : 0;
  if (built > Math.max(...sources.map(newestModification))) return;
  console.log(built ? 'The build is older than the sources: rebuilding.' : 'No production build: building.');
  // pnpm runs the bench, so it names itself in npm_execpath; npx is the fallback.
  const pnpm = process.env.npm_execpath;
  if (pnpm?.endsWith('.cjs') || pnpm?.endsWith('.js'))
    execFileSync(process.execPath, [pnpm, 'build'], { cwd: root, stdio: 'inherit' });
  else execFileSync('npx', ['--yes', 'pnpm@10', 'build'], { cwd: root, stdio: 'inherit' });
}

function runSeed(env: Record<string, string>): void {
  const seed = packageScript(serverDir, 'seed:bench', [String(benchmarkProductCount)], env);
  execFileSync(seed.command, seed.args, { cwd: serverDir, env: seed.env, stdio: 'inherit' });
}

/**
 * The migrations and the search index's version decide what a seeded directory holds, so they key the
 * cache (a server started on an index of another version rebuilds it first: a minute at 50k products).
 */
function seededHash(): string {
  const hash = createHash('sha256').update(`${benchmarkProductCount} ${SEARCH_INDEX_VERSION}`);
  const dir = join(serverDir, 'drizzle');
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

/** A database holding the benchmark catalogue, its environment for the server, and its removal. */
export interface BenchDatabase {
  engine: Engine;
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh PGlite data directory copied from a seeded one kept in the temp folder between runs (seeding
 * 50,000 products takes a while); a new cache is seeded whenever the migrations or the search index's
 * version change.
 */
export async function pgliteDatabase(): Promise<BenchDatabase> {
  const cache = join(tmpdir(), `storefront-bench-pglite-${seededHash()}`);
  if (!existsSync(cache)) {
    const seeding = mkdtempSync(join(tmpdir(), 'storefront-bench-seeding-'));
    runSeed({ DATA_DIR: seeding, DATABASE_URL: '' });
    renameSync(seeding, cache);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-run-'));
  cpSync(cache, dataDir, { recursive: true });
  return {
    engine: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the server of DATABASE_URL, seeded the same way, dropped after the run. */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const created = await createTestDatabase({ serverUrl });
  if (created.target.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  // A production server on PostgreSQL refuses to start without the applications' data key (and the seed
  // reads the same configuration): a throwaway database gets a throwaway key.
  const env = {
    DATABASE_URL: created.target.url,
    SEED_DEMO: '0',
    APPLICATION_DATA_KEY: randomBytes(32).toString('base64'),
  };
  try {
    runSeed(env);
  } catch (error) {
    await created.drop();
    throw error;
  }
  return { engine: 'PostgreSQL', env, drop: () => created.drop() };
}

/** The resident memory of a process and all its descendants (the server may run helpers: a database process, workers), in MB. */
export function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The fields after the command name (which may hold spaces) start after its closing parenthesis.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // the process ended while we looked
    }
  }
  let kb = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop() as number;
    pending.push(...(children.get(current) ?? []));
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/**
 * Process groups of the servers running now. A server runs detached (its own group, so that stopping
 * it reaches everything its script started), so an interrupted bench must stop them itself.
 */
const runningGroups = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const group of runningGroups) process.kill(-group, 'SIGTERM');
    process.exit(130);
  });

export interface RunningServer {
  engine: Engine;
  origin: string;
  /** The shell that runs the start script; the server is it or its descendant. */
  pid: number;
  rssMb(): number;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the production server on `database` and waits for /healthz. */
export async function startServer(database: BenchDatabase): Promise<RunningServer> {
  const [port] = await freePorts(1);
  const start = packageScript(serverDir, 'start', [], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SMTP_URL: '',
    SMS_PROVIDER: '',
    MAIL_CATCHER_SMTP_PORT: '0',
    MAIL_CATCHER_WEB_PORT: '0',
    LOG_LEVEL: 'warn',
    ...database.env,
  });
  // Its own process group, so that stopping it reaches whatever the script started.
  const child: ChildProcess = spawn(start.command, start.args, {
    cwd: serverDir,
    env: start.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const pid = child.pid as number;
  runningGroups.add(pid);
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-pid, 'SIGTERM');
      await exited;
    }
    runningGroups.delete(pid);
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server on ${database.engine} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on ${database.engine} did not answer /healthz within 120 s:\n${output}`);
    }
    // A bounded wait: a server that accepts the connection but never answers must not hang the bench.
    const healthy = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { engine: database.engine, origin, pid, rssMb: () => treeRssMb(pid), output: () => output, stop };
}
