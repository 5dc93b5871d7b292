import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export interface WorkersOptions {
  count: number;
  /** Added to each worker's environment (the primary's own is inherited). */
  env: Record<string, string>;
  logger: Logger;
  /** Workers keep dying right after their start (a crash loop): the primary should stop. */
  onCrashLoop(): void;
}

export interface Workers {
  /** Resolves once every worker listens. */
  listening: Promise<void>;
  /** Asks every worker to shut down (its own SIGTERM handling) and waits for them to exit. */
  stop(): Promise<void>;
}

/** More exits than this within a minute is a crash loop rather than an accident. */
const CRASH_WINDOW_MS = 60_000;

/**
 * The HTTP workers of node:cluster (PostgreSQL, `WEB_CONCURRENCY` > 1). They share the listening
 * port (the primary hands out connections in turn); a worker that dies is replaced, unless they keep
 * dying, which is then the operator's to see.
 */
export function startWorkers(options: WorkersOptions): Workers {
  const { count, logger } = options;
  let stopping = false;
  const exits: number[] = [];
  const fork = (): Worker => cluster.fork(options.env);

  const listening = new Promise<void>((resolve) => {
    let ready = 0;
    const onListening = () => {
      if (++ready < count) return;
      cluster.off('listening', onListening);
      resolve();
    };
    cluster.on('listening', onListening);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    exits.push(now);
    while (exits[0] !== undefined && exits[0] < now - CRASH_WINDOW_MS) exits.shift();
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    if (exits.length > count * 3) options.onCrashLoop();
    else fork();
  });
  for (let i = 0; i < count; i++) fork();

  return {
    listening,
    async stop() {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
