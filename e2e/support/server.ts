import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const serverDir = resolve(import.meta.dirname, '../../apps/server');

export interface RunningSite {
  origin: string;
  /** The local mail catcher's web inbox (its REST API under /api), where the site's mail and texts land. */
  inbox: string;
  /** What the server has logged so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
  /** kill -9: the server gets no chance to answer, flush or close (the benchmarks' fault run). */
  crash(): Promise<void>;
}

/**
 * `count` ports nobody listens on right now, all different: each probe stays open until every port is
 * known. Probing them one after another could hand the same port out twice (the kernel reuses a port
 * just closed), and the server then failed to listen on it (EADDRINUSE: its site and its mail inbox).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const probe = createServer();
      probes.push(probe);
      await new Promise<void>((listening, fail) => {
        probe.once('error', fail);
        probe.listen(0, '127.0.0.1', listening);
      });
    }
    return probes.map((probe) => (probe.address() as AddressInfo).port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((closed) => probe.close(closed))));
  }
}

async function waitUntilHealthy(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export interface SiteOptions {
  env?: Record<string, string>;
  dataDir?: string;
  copyOf?: string;
}

/**
 * Starts the production build of the site on a free port with a fresh embedded database, the way
 * README's first command does, so each journey sees the demo data and nothing left by another. No
 * SMTP_URL or SMS provider: the server starts its local mail catcher, here on free ports too.
 * `copyOf` starts it on a copy of a data directory that an earlier site left when it stopped (the
 * journeys' seeded one: seeded-site.ts), which skips the first start's seconds of seeding.
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const [port, catcherSmtpPort, catcherWebPort] = (await freePorts(3)) as [number, number, number];
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  if (options.copyOf) cpSync(options.copyOf, dataDir, { recursive: true });
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SMS_PROVIDER: '',
      MAIL_CATCHER_SMTP_PORT: String(catcherSmtpPort),
      MAIL_CATCHER_WEB_PORT: String(catcherWebPort),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(origin, child, () => output);
  return {
    origin,
    inbox: `http://127.0.0.1:${catcherWebPort}`,
    output: () => output,
    async stop() {
      await ended('SIGTERM');
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    crash: () => ended('SIGKILL'),
  };
}
