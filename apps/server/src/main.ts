import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.js';
import { derivedWizardDraftSecret } from './applications/data-key.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoDataIfEmpty, shouldSeedDemoData } from './db/seed.js';
import { refreshStatistics } from './db/statistics.js';
import { ConfigError, loadConfig, type ServerConfig } from './env.js';
import { fillMissingAssayFits } from './lots/fits.js';
import { CatcherPortInUseError } from './messaging/catcher.js';
import { planMessaging } from './messaging/plan.js';
import { createSenders } from './messaging/senders.js';
import { catcherNotice, type Messaging, startMessaging } from './messaging/start.js';
import { startWorkers, type Workers } from './process/cluster.js';
import { collectWhenIdle } from './process/idle-collection.js';
import { loadMallocTrim } from './process/malloc-trim.js';
import { type PgliteWorker, startPgliteWorker } from './process/pglite-worker.js';
import { ensureSearchIndex, reindexedMessage } from './search/reindex.js';
import { createInjectFetch } from './ssr/inject-fetch.js';
import { unavailablePages } from './ssr/mount-pages.js';
import { loadPageHandler, PAGE_HANDLER_MODULE, type PageHandler } from './ssr/page-handler.js';

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Before any worker is forked: they inherit it, and all open each other's wizard drafts.
process.env.WIZARD_DRAFT_SECRET ||= derivedWizardDraftSecret(config);
const logger = pino({
  level: config.logLevel,
  // Human-readable lines while developing; JSON lines (for a log collector) everywhere else.
  ...(config.nodeEnv === 'development' && {
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
  }),
});

/**
 * `single`: one process does everything (PGlite, or WEB_CONCURRENCY=1). On PostgreSQL with
 * WEB_CONCURRENCY > 1, the `primary` starts the mail catcher and runs the migrations and the seed,
 * once, then forks the `worker`s, which serve HTTP on the shared port.
 */
const role = cluster.isWorker ? 'worker' : config.webConcurrency > 1 ? 'primary' : 'single';

/** How the primary tells its workers where the mail catcher listens (they do not start one). */
const CATCHER_SMTP_VARIABLE = 'STOREFRONT_CATCHER_SMTP';

const started = performance.now();
const elapsed = () => Math.round(performance.now() - started);

let messaging: Messaging | undefined;
let databaseThread: PgliteWorker | undefined;
let database: Database | undefined;
let pages: PageHandler | undefined;
let app: FastifyInstance | undefined;
let workers: Workers | undefined;

// Registered before anything starts so that a signal during start-up also closes what is open.
let closing = false;
const shutdown = async (signal: string, exitCode = 0) => {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process alive forever.
  const timer = setTimeout(() => {
    logger.error('shutdown timed out; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app?.close();
    await workers?.stop();
    await messaging?.stop();
    await pages?.close();
    await database?.close();
    // Last: the database thread flushes to disk once nothing can send it a query any more.
    await databaseThread?.stop();
    logger.info('closed');
    process.exit(exitCode);
  } catch (error) {
    logger.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

/** PostgreSQL, or PGlite in a thread of its own: the queries never run on the rendering thread (ADR 0008). */
async function openServerDatabase(): Promise<Database> {
  const onIdleClientError = (error: Error) =>
    logger.warn({ err: error }, 'database connection lost; reconnecting');
  if (config.databaseUrl)
    return openDatabase({ kind: 'postgres', url: config.databaseUrl }, { onIdleClientError });
  databaseThread = await startPgliteWorker({
    dataDir: config.dataDir,
    onUnexpectedExit: (reason) => {
      // Nothing can be answered without it, and a restart here would hide the cause: exit, and let
      // the supervisor (systemd, Docker, the operator) start the server again.
      logger.fatal({ reason }, `the database thread ${reason}; stopping the server`);
      databaseThread = undefined;
      void shutdown('database thread exit', 1);
    },
  });
  return openDatabase({ kind: 'pglite-socket', socketDir: databaseThread.socketDir }, { onIdleClientError });
}

/** The mail and SMS senders of a worker: the primary's catcher, if it runs one, is theirs too. */
function workerMessaging(): Messaging {
  const catcherSmtp = process.env[CATCHER_SMTP_VARIABLE];
  return {
    senders: createSenders(planMessaging(config), {
      mailFrom: config.mailFrom,
      catcherSmtp: catcherSmtp ? (JSON.parse(catcherSmtp) as { host: string; port: number }) : null,
      log: logger,
    }),
    catcher: null,
    stop: async () => {},
  };
}

async function serve(db: Database, senders: Messaging['senders']): Promise<void> {
  // The page handler's API calls go through the app in-process; the app exists by the first call.
  // Tests (NODE_ENV=test) serve the built site like production, with the captcha texts readable so
  // that end-to-end journeys can answer the image captcha (the codes they read from the catcher).
  const mode = config.nodeEnv === 'development' ? 'development' : 'production';
  const loaded = await loadPageHandler({
    mode,
    apiFetch: createInjectFetch(() => app),
    // One reading of TRACKING_SCRIPT_URL: the page tag and the CSP that allows it agree.
    trackingScriptUrl: config.trackingScriptUrl,
  });
  if ('handler' in loaded) {
    pages = loaded.handler;
    logger.info({ mode, ms: elapsed() }, 'page handler ready');
  } else {
    logger.error(
      { err: loaded.error, module: PAGE_HANDLER_MODULE },
      'PAGE HANDLER FAILED TO BUILD: pages answer 503, the API and /api/docs keep working',
    );
    pages = unavailablePages();
  }

  app = await buildApp({ db: db.db, config, pageHandler: pages, senders, loggerInstance: logger });
  const collectHeap = (globalThis as { gc?: () => void }).gc;
  // The database thread's heap grows with the burst's result rows too and is collected with this one's.
  const idle = collectWhenIdle({
    gc: collectHeap,
    collectDatabase: () => databaseThread?.collect() ?? Promise.resolve(),
    // Only where the collections run (`pnpm start`): tests and `pnpm dev` do not load the FFI.
    trimMalloc: collectHeap && (await loadMallocTrim()),
  });
  app.server.on('request', () => idle.requestDone());
  await app.listen({ port: config.port, host: config.host });
}

async function start() {
  if (role === 'worker') {
    messaging = workerMessaging();
    database = await openServerDatabase();
    await serve(database, messaging.senders);
    logger.info({ ms: elapsed() }, `worker ready in ${elapsed()} ms`);
    return;
  }

  // First, so that a taken catcher port stops the start at once, with the variable to set.
  messaging = await startMessaging(config, logger);
  if (messaging.catcher) logger.warn(catcherNotice(messaging.catcher));

  database = await openServerDatabase();
  logger.info(
    {
      database: database.kind,
      ...(database.kind === 'pglite' && { dataDir: config.dataDir }),
      ms: elapsed(),
    },
    'database open',
  );
  await database.migrate();
  // Before the seed, which indexes with the current analyzer: an empty catalogue costs nothing here.
  const reindexed = await ensureSearchIndex(database.db);
  if (reindexed) logger.info({ ...reindexed }, reindexedMessage(reindexed));
  const seeded = shouldSeedDemoData(config) && (await seedDemoDataIfEmpty(database.db));
  const fitted = await fillMissingAssayFits(database.db);
  if (fitted > 0) logger.info({ lots: fitted, ms: elapsed() }, `fitted the assays of ${fitted} lots`);
  // The planner's statistics after the migrations and the seed (PGlite has no autovacuum).
  await refreshStatistics(database.db);
  logger.info({ seeded, ms: elapsed() }, seeded ? 'demo data loaded' : 'database ready');

  if (databaseThread) {
    // The migrations and ANALYZE grow PGlite's WebAssembly memory, which is never given back (+73 MB
    // at 50k products): serve from a fresh thread, which only ever holds what queries need (ADR 0005;
    // the ended thread's memory goes with it).
    await database.close();
    await databaseThread.stop();
    database = await openServerDatabase();
    logger.info({ ms: elapsed() }, 'database thread restarted after maintenance');
  }

  if (role === 'single') {
    await serve(database, messaging.senders);
    logger.info({ ms: elapsed() }, `ready in ${elapsed()} ms`);
    return;
  }

  // The workers open their own pools; the primary keeps no connection.
  await database.close();
  database = undefined;
  const catcherSmtp = messaging.catcher?.smtp;
  workers = startWorkers({
    count: config.webConcurrency,
    env: catcherSmtp ? { [CATCHER_SMTP_VARIABLE]: JSON.stringify(catcherSmtp) } : {},
    logger,
    onCrashLoop: () => {
      logger.fatal('the workers keep dying right after they start; stopping the server');
      void shutdown('worker crash loop', 1);
    },
  });
  await workers.listening;
  logger.info({ workers: config.webConcurrency, ms: elapsed() }, `ready in ${elapsed()} ms`);
}

start().catch(async (error) => {
  // A signal during start-up closes the database under start(); that is not a failure.
  if (closing) return;
  // A taken catcher port is the operator's to fix: the message names the variable, no stack needed.
  if (error instanceof CatcherPortInUseError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'server failed to start');
  await workers?.stop().catch(() => {});
  await messaging?.stop().catch(() => {});
  await pages?.close().catch(() => {});
  await database?.close().catch(() => {});
  await databaseThread?.stop().catch(() => {});
  process.exit(1);
});
