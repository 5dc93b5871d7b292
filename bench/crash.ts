/**
 * `pnpm bench crash`: kill -9 of the server under write load, a restart, and a count of acknowledged
 * writes that did not survive, on PostgreSQL (when DATABASE_URL or TEST_DATABASE_URL names a server)
 * and on PGlite.
 *
 * Each stream is one user adding to its cart and now and then settling it, one call at a time, until
 * the server dies under it. A write counts as acknowledged once its answer arrived: an add must then
 * be found in the cart with at least the count it answered (a later add in flight at the kill may have
 * landed too), or in an order; a settlement's order must be there line for line.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { startSite } from '../e2e/support/server.ts';
import { CartApi, randomBetween, Tally } from './support/api.ts';
import {
  freshDatabase,
  postgresServerUrl,
  pricedSizes,
  storedCartsAndOrders,
  type UserWithToken,
  usersWithTokens,
} from './support/database.ts';

const streamCount = 40;
const secondsBeforeKill = Number(process.env.BENCH_CRASH_SECONDS ?? 5);

type Size = { catalogNumber: string; size: string };
const keyOf = (line: Size) => `${line.catalogNumber}|${line.size}`;

interface Acknowledged {
  /** Cart line id → size and the count of its last acknowledged add. */
  lines: Map<number, { key: string; count: number }>;
  /** Line ids an acknowledged settlement took. */
  settledLines: Set<number>;
  /** Acknowledged orders: id → their lines as answered. */
  orders: Map<number, string[]>;
  writes: number;
}

const orderLine = (line: Size & { count: number }) => `${keyOf(line)}|${line.count}`;

async function writer(api: CartApi, user: UserWithToken, sizes: Size[], acknowledged: Acknowledged) {
  for (;;) {
    const inCart = [...acknowledged.lines.keys()].filter((id) => !acknowledged.settledLines.has(id));
    if (inCart.length > 0 && Math.random() < 0.2) {
      const answer = await api.settle(user.token, inCart);
      if (answer.status === 0) return;
      if (answer.status !== 200) continue;
      acknowledged.writes += 1;
      acknowledged.orders.set(answer.data.id, answer.data.lines.map(orderLine).sort());
      for (const id of inCart) acknowledged.settledLines.add(id);
      continue;
    }
    const size = sizes[randomBetween(0, sizes.length - 1)] as Size;
    const answer = await api.add(user.token, size, randomBetween(1, 3));
    if (answer.status === 0) return;
    if (answer.status !== 200) continue;
    acknowledged.writes += 1;
    acknowledged.lines.set(answer.data.id, { key: keyOf(answer.data), count: answer.data.count });
  }
}

/** Acknowledged writes missing after the restart. */
function lostWrites(
  acknowledged: Acknowledged,
  stored: {
    lines: { id: number; count: number }[];
    orders: { id: number; lines: (Size & { count: number })[] }[];
  },
): string[] {
  const lost: string[] = [];
  const inCart = new Map(stored.lines.map((line) => [line.id, line.count]));
  const orders = new Map(stored.orders.map((order) => [order.id, order.lines]));
  for (const [id, lines] of acknowledged.orders) {
    const found = orders.get(id);
    if (!found || found.map(orderLine).sort().join() !== lines.join()) lost.push(`order ${id}`);
  }
  // Orders nobody acknowledged: a settlement in flight at the kill that committed. What it took is not lost.
  const unacknowledged = stored.orders.filter((order) => !acknowledged.orders.has(order.id));
  for (const [id, line] of acknowledged.lines) {
    if (acknowledged.settledLines.has(id)) continue;
    const count = inCart.get(id);
    if (count !== undefined && count >= line.count) continue;
    const settledUnanswered = unacknowledged.some((order) =>
      order.lines.some((l) => keyOf(l) === line.key && l.count >= line.count),
    );
    if (!settledUnanswered) lost.push(`line ${id} (${line.count} acknowledged, ${count ?? 'none'} stored)`);
  }
  return lost;
}

async function crashRun(engine: 'PostgreSQL' | 'PGlite') {
  const database = await freshDatabase(engine);
  try {
    const setup = await database.open();
    const users = await usersWithTokens(setup.db, streamCount);
    const sizes = await pricedSizes(setup.db, 8);
    await setup.close();

    const siteOptions = { env: database.serverEnv, ...(database.dataDir && { dataDir: database.dataDir }) };
    const site = await startSite(siteOptions);
    const tally = new Tally();
    const api = new CartApi(site.origin, tally);
    const acknowledged = users.map(
      (): Acknowledged => ({ lines: new Map(), settledLines: new Set(), orders: new Map(), writes: 0 }),
    );
    const streams = users.map((user, i) => writer(api, user, sizes, acknowledged[i] as Acknowledged));
    await pause(secondsBeforeKill * 1000);
    await site.crash();
    await Promise.all(streams);
    await site.stop();

    // The restart must come up on what the kill left (PGlite replays its log here).
    const restarted = await startSite(siteOptions);
    const afterRestart = await fetch(`${restarted.origin}/healthz`);
    await restarted.stop();

    const check = await database.open();
    const stored = await storedCartsAndOrders(
      check.db,
      users.map((user) => user.id),
    );
    await check.close();
    const lost = users.flatMap((user, i) =>
      lostWrites(acknowledged[i] as Acknowledged, {
        lines: stored.lines.filter((line) => line.userId === user.id),
        orders: stored.orders.filter((order) => order.userId === user.id),
      }),
    );
    const writes = acknowledged.reduce((n, a) => n + a.writes, 0);
    return {
      engine,
      'acknowledged writes': writes,
      'writes per second': Math.round(writes / secondsBeforeKill),
      'calls cut by the kill': tally.noAnswer,
      '5xx answers': tally.serverErrors,
      'restart healthy': afterRestart.ok,
      'acknowledged writes lost': lost.length,
      lost,
    };
  } finally {
    await database.drop();
  }
}

export async function crash(): Promise<void> {
  console.log(
    `\nkill -9 under write load: ${streamCount} streams, killed after ${secondsBeforeKill} s, restarted`,
  );
  const engines: ('PostgreSQL' | 'PGlite')[] = postgresServerUrl() ? ['PostgreSQL', 'PGlite'] : ['PGlite'];
  if (engines.length === 1)
    console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to run it too');
  const rows = [];
  for (const engine of engines) rows.push(await crashRun(engine));
  console.table(rows.map(({ lost, ...row }) => row));
  for (const row of rows)
    for (const line of row.lost.slice(0, 10)) console.log(`  ${row.engine} lost: ${line}`);
  if (rows.some((row) => row.lost.length > 0 || row['5xx answers'] > 0 || !row['restart healthy']))
    process.exitCode = 1;
}
