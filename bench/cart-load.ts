/**
 * `pnpm bench cart`: 200 concurrent cart streams on PostgreSQL, then the final carts and orders
 * reconciled with what the API acknowledged (issue 10, finding 3).
 *
 * Each of 50 users has four streams: three "owners", each adding to and changing the counts of sizes of
 * its own, and one "remover" settling, deleting and batch-deleting whatever the cart holds, racing the
 * owners. Because a size has one owner, the owner's answers give each cart line's true count in order:
 * every add answers the count after it, every count change the count it set. So the reconciliation is
 * exact: every line left in a cart, settled or deleted must be one an answer named, with the count of
 * its last answer; every order must be one a settlement answered, line for line; a refused count change
 * must be of a line really gone; and no call may be answered 5xx.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { startSite } from '../e2e/support/server.ts';
import { CartApi, type CartLineAnswer, randomBetween, someOf, Tally } from './support/api.ts';
import {
  freshDatabase,
  postgresServerUrl,
  pricedSizes,
  storedCartsAndOrders,
  type UserWithToken,
  usersWithTokens,
} from './support/database.ts';

const userCount = 50;
const ownersPerUser = 3;
const sizesPerOwner = 4;
const seconds = Number(process.env.BENCH_CART_SECONDS ?? 30);

type Size = { catalogNumber: string; size: string };
const keyOf = (line: Size) => `${line.catalogNumber}|${line.size}`;

/** What one user's streams were told, for the reconciliation. */
class Ledger {
  /** Each cart line (id) an answer named: its size and the count of the last answer naming it. */
  readonly lastCount = new Map<number, number>();
  readonly sizeOf = new Map<number, string>();
  /** Lines a settlement answered, with the count it settled. */
  readonly settled = new Map<number, number>();
  readonly deleted = new Set<number>();
  /** Orders as their settlements answered them. */
  readonly orders = new Map<number, string[]>();
  /** Lines whose count change was refused (404): they must really be gone. */
  readonly refused: number[] = [];
  readonly problems: string[] = [];
  readonly acknowledged = { adds: 0, counts: 0, settles: 0, deletes: 0, batchDeletes: 0 };

  named(line: CartLineAnswer): void {
    this.lastCount.set(line.id, line.count);
    this.sizeOf.set(line.id, keyOf(line));
  }
}

const orderLine = (line: Size & { count: number }) => `${keyOf(line)}|${line.count}`;

async function owner(api: CartApi, user: UserWithToken, sizes: Size[], ledger: Ledger, deadline: number) {
  const current = new Map<string, { id: number; count: number }>();
  while (Date.now() < deadline) {
    const size = sizes[randomBetween(0, sizes.length - 1)] as Size;
    const line = current.get(keyOf(size));
    if (line && Math.random() < 0.35) {
      const count = randomBetween(1, 20);
      const answer = await api.setCount(user.token, line.id, count);
      if (answer.status === 200) {
        if (answer.data.id !== line.id || answer.data.count !== count)
          ledger.problems.push(
            `count change of line ${line.id} to ${count} answered ${JSON.stringify(answer.data)}`,
          );
        ledger.named(answer.data);
        ledger.acknowledged.counts += 1;
        current.set(keyOf(size), { id: line.id, count });
      } else if (answer.status === 404) {
        ledger.refused.push(line.id);
        current.delete(keyOf(size));
      } else {
        ledger.problems.push(`count change answered ${answer.status}`);
      }
      continue;
    }
    const added = randomBetween(1, 5);
    const answer = await api.add(user.token, size, added);
    if (answer.status !== 200) {
      // The size exists: a refusal is never true (before issue 10, a settlement racing the add made it 404).
      ledger.problems.push(`add answered ${answer.status} ${'code' in answer ? answer.code : answer.error}`);
      continue;
    }
    // The same line grows by what was added; a line settled or deleted meanwhile is replaced by a new one.
    const expected = line && line.id === answer.data.id ? line.count + added : added;
    if (answer.data.count !== expected)
      ledger.problems.push(`add of ${added} answered count ${answer.data.count}, expected ${expected}`);
    ledger.named(answer.data);
    ledger.acknowledged.adds += 1;
    current.set(keyOf(size), { id: answer.data.id, count: answer.data.count });
  }
}

async function remover(api: CartApi, user: UserWithToken, ledger: Ledger, deadline: number) {
  while (Date.now() < deadline) {
    // Gives the owners time to fill the cart; the races are with their calls in flight meanwhile.
    await pause(50);
    const cart = await api.list(user.token);
    if (cart.status !== 200) {
      ledger.problems.push(`cart list answered ${cart.status}`);
      continue;
    }
    const lines = cart.data.list;
    if (lines.length === 0) continue;
    const choice = Math.random();
    if (choice < 0.5) {
      const chosen = someOf(lines);
      const answer = await api.settle(
        user.token,
        chosen.map((line) => line.id),
      );
      if (answer.status !== 200) {
        ledger.problems.push(`settlement answered ${answer.status}`);
        continue;
      }
      ledger.acknowledged.settles += 1;
      ledger.orders.set(answer.data.id, answer.data.lines.map(orderLine).sort());
      for (const line of chosen) {
        const settled = answer.data.lines.find((l) => keyOf(l) === keyOf(line));
        if (settled) ledger.settled.set(line.id, settled.count);
        else ledger.problems.push(`settlement ${answer.data.id} lacks line ${line.id}`);
      }
    } else if (choice < 0.75) {
      const line = lines[randomBetween(0, lines.length - 1)] as CartLineAnswer;
      const answer = await api.remove(user.token, line.id);
      if (answer.status !== 200) ledger.problems.push(`delete answered ${answer.status}`);
      else {
        ledger.acknowledged.deletes += 1;
        ledger.deleted.add(line.id);
      }
    } else {
      const chosen = someOf(lines).map((line) => line.id);
      const answer = await api.removeSeveral(user.token, chosen);
      if (answer.status !== 200) ledger.problems.push(`batch delete answered ${answer.status}`);
      else {
        ledger.acknowledged.batchDeletes += 1;
        for (const id of chosen) ledger.deleted.add(id);
      }
    }
  }
}

/** The problems of one user's final cart and orders against what the API acknowledged. */
function reconcile(
  ledger: Ledger,
  stored: {
    lines: { id: number; count: number }[];
    orders: { id: number; lines: (Size & { count: number })[] }[];
  },
): string[] {
  const problems: string[] = [];
  const inCart = new Map(stored.lines.map((line) => [line.id, line.count]));
  for (const [id, count] of inCart) {
    const last = ledger.lastCount.get(id);
    if (last === undefined) problems.push(`line ${id} (${count}) is in the cart but no answer named it`);
    else if (count !== last) problems.push(`line ${id} holds ${count}, its last answer said ${last}`);
  }
  for (const [id, last] of ledger.lastCount) {
    const fates = [inCart.has(id), ledger.settled.has(id), ledger.deleted.has(id)].filter(Boolean).length;
    if (fates !== 1) problems.push(`line ${id} (${ledger.sizeOf.get(id)}) ended ${fates} ways, not one`);
    const settled = ledger.settled.get(id);
    if (settled !== undefined && settled !== last)
      problems.push(`line ${id} was settled with ${settled}, its last answer said ${last}`);
  }
  for (const id of ledger.settled.keys())
    if (!ledger.lastCount.has(id)) problems.push(`settled line ${id} was never acknowledged`);
  for (const id of ledger.refused)
    if (inCart.has(id) || !(ledger.settled.has(id) || ledger.deleted.has(id)))
      problems.push(`the count change of line ${id} was refused, but the line was not removed`);
  const storedOrders = new Map(stored.orders.map((order) => [order.id, order.lines.map(orderLine).sort()]));
  for (const [id, lines] of ledger.orders) {
    const found = storedOrders.get(id);
    if (!found) problems.push(`acknowledged order ${id} is missing`);
    else if (found.join() !== lines.join()) problems.push(`order ${id} holds ${found}, answered ${lines}`);
  }
  for (const id of storedOrders.keys())
    if (!ledger.orders.has(id)) problems.push(`order ${id} was never acknowledged`);
  return problems;
}

export async function cartLoad(): Promise<void> {
  console.log(`\nCart load: ${userCount * (ownersPerUser + 1)} streams for ${seconds} s on PostgreSQL`);
  if (!postgresServerUrl()) {
    console.log('skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server to run it');
    return;
  }
  const database = await freshDatabase('PostgreSQL');
  try {
    const setup = await database.open();
    const users = await usersWithTokens(setup.db, userCount);
    const sizes = await pricedSizes(setup.db, ownersPerUser * sizesPerOwner);
    await setup.close();

    const site = await startSite({ env: database.serverEnv });
    const tally = new Tally();
    const api = new CartApi(site.origin, tally);
    const ledgers = users.map(() => new Ledger());
    try {
      const deadline = Date.now() + seconds * 1000;
      await Promise.all(
        users.flatMap((user, u) => {
          const ledger = ledgers[u] as Ledger;
          const owners = Array.from({ length: ownersPerUser }, (_, o) =>
            owner(api, user, sizes.slice(o * sizesPerOwner, (o + 1) * sizesPerOwner), ledger, deadline),
          );
          return [...owners, remover(api, user, ledger, deadline)];
        }),
      );
    } finally {
      await site.stop();
    }

    const check = await database.open();
    const stored = await storedCartsAndOrders(
      check.db,
      users.map((user) => user.id),
    );
    await check.close();
    const problems = users.flatMap((user, u) => {
      const ledger = ledgers[u] as Ledger;
      return [
        ...ledger.problems,
        ...reconcile(ledger, {
          lines: stored.lines.filter((line) => line.userId === user.id),
          orders: stored.orders.filter((order) => order.userId === user.id),
        }),
      ];
    });
    const sum = (pick: (ledger: Ledger) => number) => ledgers.reduce((n, ledger) => n + pick(ledger), 0);
    console.table({
      calls: tally.total,
      'calls per second': Math.round(tally.total / seconds),
      'adds acknowledged': sum((l) => l.acknowledged.adds),
      'count changes acknowledged': sum((l) => l.acknowledged.counts),
      'count changes refused (line gone)': sum((l) => l.refused.length),
      'settlements acknowledged': sum((l) => l.acknowledged.settles),
      'deletes acknowledged': sum((l) => l.acknowledged.deletes + l.acknowledged.batchDeletes),
      'lines left in carts': stored.lines.length,
      'units left in carts': stored.lines.reduce((n, line) => n + line.count, 0),
      orders: stored.orders.length,
      'units in orders': stored.orders.reduce((n, o) => n + o.lines.reduce((m, l) => m + l.count, 0), 0),
      '5xx answers': tally.serverErrors,
      'calls without an answer': tally.noAnswer,
      'answers not the envelope': tally.notEnvelope,
      'reconciliation mismatches': problems.length,
    });
    for (const problem of problems.slice(0, 20)) console.log(`  mismatch: ${problem}`);
    if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
    if (problems.length > 0 || tally.serverErrors > 0 || tally.noAnswer > 0 || tally.notEnvelope > 0)
      process.exitCode = 1;
  } finally {
    await database.drop();
  }
}
