import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, ParentMessage } from './pglite-protocol.js';

/**
 * The database process's JavaScript only carries protocol messages and result rows between the socket
 * and PGlite: short-lived buffers. With V8's defaults its young generation grew to 2 × 16 MB under
 * product-page load and stayed (+38 MB of this process's RSS 15 s after 20 s of load, 13 MB with
 * these; ADR 0005). The web server's own flags are in its `start` script.
 */
const DATABASE_PROCESS_HEAP_FLAGS = ['--max-semi-space-size=1', '--heap-growing-percent=20'];

/**
 * The child's module beside this one: pglite-server.ts from the sources (run through tsx), or
 * pglite-server.js beside main.js in the build (build.mjs makes both entries of dist/).
 */
function childModule(): { file: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  return {
    file: fileURLToPath(new URL(fromSources ? './pglite-server.ts' : './pglite-server.js', import.meta.url)),
    // The parent's own flags (an inspector port, a heap size) are not the database process's. The
    // build compiles PGlite's WebAssembly once with the optimising compiler instead of keeping a
    // baseline copy beside it: ~45 MB less resident memory for a few seconds more at start (ADR
    // 0005); development and tests keep the fast start.
    execArgv: [...(fromSources ? ['--import', 'tsx'] : ['--no-liftoff']), ...DATABASE_PROCESS_HEAP_FLAGS],
  };
}

export interface PgliteProcess {
  /** Directory of the unix socket, node-postgres's `host` (with `port` SOCKET_PORT). */
  socketDir: string;
  pid: number;
  /** Closes the database (flushing it to disk) and waits for the process to end. */
  stop(): Promise<void>;
}

export interface PgliteProcessOptions {
  dataDir: string;
  /** The process ended without being asked to (a crash, the OOM killer): the server cannot go on. */
  onUnexpectedExit(reason: string): void;
  /** How long `stop` waits before killing it (default 10 s). */
  stopTimeoutMs?: number;
  /** How long to wait for another process to let go of DATA_DIR (default 10 s, `lockDataDir`). */
  lockWaitMs?: number;
}

function exitReason(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exited with status ${code}`;
}

/** Starts PGlite in a process of its own (pglite-server.ts) and resolves once it accepts connections. */
export async function startPgliteProcess(options: PgliteProcessOptions): Promise<PgliteProcess> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'storefront-db-'));
  const { file, execArgv } = childModule();
  const child: ChildProcess = fork(file, [], {
    execArgv,
    env: {
      ...process.env,
      PGLITE_DATA_DIR: options.dataDir,
      PGLITE_SOCKET_DIR: socketDir,
      ...(options.lockWaitMs !== undefined && { PGLITE_LOCK_WAIT_MS: String(options.lockWaitMs) }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let stopping = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      rmSync(socketDir, { recursive: true, force: true });
      resolve(exitReason(code, signal));
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message: ChildMessage) => {
        if (message.type === 'ready') resolve();
        else reject(new Error(`the database process failed to start: ${message.message}`));
      });
      child.once('error', reject);
      void exited.then((reason) => reject(new Error(`the database process ${reason} while starting`)));
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }

  void exited.then((reason) => {
    if (!stopping) options.onUnexpectedExit(reason);
  });

  return {
    socketDir,
    pid: child.pid as number,
    async stop() {
      if (stopping) return void (await exited);
      stopping = true;
      if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
      const timer = setTimeout(() => child.kill('SIGKILL'), options.stopTimeoutMs ?? 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
