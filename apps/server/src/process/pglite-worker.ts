import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';
import type { ServerMessage, ThreadMessage, WorkerData } from './pglite-protocol.js';

/**
 * The database thread's JavaScript only carries protocol messages and result rows between the socket
 * and PGlite: short-lived buffers. With V8's defaults its young generation grew to 2 × 16 MB under
 * product-page load and stayed (ADR 0005); 3 MB is what `--max-semi-space-size=1` gave the process it
 * used to be. The web server's own flags (and `--no-liftoff`, which V8 takes for the whole process) are
 * in its `start` script.
 */
const DATABASE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 3 };

/**
 * The thread's module beside this one: pglite-server.js beside main.js in the build (build.mjs makes
 * both entries of dist/), or pglite-server.ts from the sources, which the thread loads through tsx
 * (registered on the thread itself: a worker's `--import tsx` does not reach its own imports).
 */
function threadEntry(): { entry: string | URL; evaluate: boolean } {
  const fromSources = import.meta.url.endsWith('.ts');
  if (!fromSources) return { entry: new URL('./pglite-server.js', import.meta.url), evaluate: false };
  const module = new URL('./pglite-server.ts', import.meta.url).href;
  return {
    entry: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module)}); });`,
    evaluate: true,
  };
}

export interface PgliteWorker {
  /** Directory of the unix socket, node-postgres's `host` (with `port` SOCKET_PORT). */
  socketDir: string;
  /** Closes the database (flushing it to disk) and waits for the thread to end. */
  stop(): Promise<void>;
  /** Ends the thread at once without closing the database, as a crash would (`stop` is the clean way). */
  kill(): Promise<void>;
  /**
   * Asks the thread for a full collection of its heap (with `--expose-gc`; see idle-collection.ts);
   * resolves once it is done, or at once when the thread is stopping or gone. Never rejects.
   */
  collect(): Promise<void>;
}

export interface PgliteWorkerOptions {
  dataDir: string;
  /** The thread ended without being asked to (an error in PGlite, out of memory): the server cannot go on. */
  onUnexpectedExit(reason: string): void;
  /** How long `stop` waits before ending the thread (default 10 s). */
  stopTimeoutMs?: number;
  /** How long to wait for another process to let go of DATA_DIR (default 10 s, `lockDataDir`). */
  lockWaitMs?: number;
}

// DATA_DIRs whose database runs in this process: the lock file names the process, not the thread.
const openDataDirs = new Set<string>();

/**
 * Starts PGlite in a thread of its own (pglite-server.ts) and resolves once it accepts connections on
 * its unix socket. The data folder is locked for this process first (ADR 0008).
 */
export async function startPgliteWorker(options: PgliteWorkerOptions): Promise<PgliteWorker> {
  const dataDir = path.resolve(options.dataDir);
  if (openDataDirs.has(dataDir)) throw new DataDirInUseError(dataDir, process.pid);
  const unlock = await lockDataDir(
    dataDir,
    options.lockWaitMs === undefined ? {} : { waitMs: options.lockWaitMs },
  );
  openDataDirs.add(dataDir);
  const socketDir = mkdtempSync(path.join(tmpdir(), 'storefront-db-'));
  const { entry, evaluate } = threadEntry();
  const worker = new Worker(entry, {
    eval: evaluate,
    workerData: { dataDir, socketDir } satisfies WorkerData,
    resourceLimits: DATABASE_THREAD_LIMITS,
  });
  let stopping = false;
  let failure: string | undefined;
  worker.on('error', (error) => {
    failure = error.message;
  });
  const exited = new Promise<string>((resolve) => {
    worker.once('exit', (code) => {
      rmSync(socketDir, { recursive: true, force: true });
      openDataDirs.delete(dataDir);
      unlock();
      resolve(failure ? `failed: ${failure}` : `exited with status ${code}`);
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: ThreadMessage) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed')
          reject(new Error(`the database thread failed to start: ${message.message}`));
      });
      void exited.then((reason) => reject(new Error(`the database thread ${reason} while starting`)));
    });
  } catch (error) {
    await worker.terminate();
    await exited;
    throw error;
  }

  void exited.then((reason) => {
    if (!stopping) options.onUnexpectedExit(reason);
  });
  // The thread answers collections in the order asked.
  const collections: Array<() => void> = [];
  worker.on('message', (message: ThreadMessage) => {
    if (message.type === 'collected') collections.shift()?.();
  });

  return {
    socketDir,
    async stop() {
      if (stopping) return void (await exited);
      stopping = true;
      worker.postMessage({ type: 'stop' } satisfies ServerMessage);
      const timer = setTimeout(() => void worker.terminate(), options.stopTimeoutMs ?? 10_000);
      await exited;
      clearTimeout(timer);
    },
    collect() {
      if (stopping) return Promise.resolve();
      return new Promise<void>((resolve) => {
        collections.push(resolve);
        void exited.then(() => resolve());
        worker.postMessage({ type: 'collect' } satisfies ServerMessage);
      });
    },
    async kill() {
      await worker.terminate();
      await exited;
    },
  };
}
