import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type CartAddRequest, type CartCountChange, cartMachine } from './cartMachine';
import type { CartLine } from './cartTotals';

/** A line at `priceFen` (¥100.00 by default); null = Inquiry. */
function line(id: number, count: number, priceFen: number | null = 10_000): CartLine {
  return {
    id,
    count,
    priceFen,
    subtotalFen: priceFen === null ? null : priceFen * count,
    catalogNumber: `IL6-H42${id}`,
    productName: `Protein ${id}`,
    size: '100 µg',
  };
}

/**
 * A fake server: the cart lives in `lines`; each call is logged; `fail` makes a call reject;
 * `hold` makes updateCount wait until released, to interleave count changes.
 */
function fakeServer(initial: CartLine[]) {
  let lines = [...initial];
  let nextId = 100;
  const log: string[] = [];
  const fail = new Set<string>();
  const held: { change: CartCountChange; release: () => void }[] = [];
  let hold = false;
  const run = async <T>(name: string, body: () => T): Promise<T> => {
    log.push(name);
    if (fail.has(name)) throw new Error(`${name} refused`);
    return body();
  };
  const actors = {
    loadCart: fromPromise<CartLine[], void>(() => run('loadCart', () => lines.map((l) => ({ ...l })))),
    addToCart: fromPromise<unknown, CartAddRequest>(({ input }) =>
      run(`addToCart ${input.catalogNumber}×${input.count}`, () => {
        lines = [...lines, { ...line(nextId++, input.count), catalogNumber: input.catalogNumber }];
      }),
    ),
    deleteLine: fromPromise<unknown, { id: number }>(({ input }) =>
      run(`deleteLine ${input.id}`, () => {
        lines = lines.filter((l) => l.id !== input.id);
      }),
    ),
    batchDeleteLines: fromPromise<unknown, { ids: number[] }>(({ input }) =>
      run(`batchDeleteLines ${input.ids.join(',')}`, () => {
        lines = lines.filter((l) => !input.ids.includes(l.id));
      }),
    ),
    settleCart: fromPromise<unknown, { ids: number[] }>(({ input }) =>
      run(`settleCart ${input.ids.join(',')}`, () => {
        lines = lines.filter((l) => !input.ids.includes(l.id));
      }),
    ),
    updateCount: fromPromise<unknown, CartCountChange>(async ({ input }) => {
      if (hold) await new Promise<void>((release) => held.push({ change: input, release }));
      return run(`updateCount ${input.id}=${input.count}`, () => {
        lines = lines.map((l) => (l.id === input.id ? line(l.id, input.count, l.priceFen) : l));
      });
    }),
  };
  return {
    actors,
    log,
    fail,
    held,
    holdCounts: () => {
      hold = true;
    },
    get lines() {
      return lines;
    },
  };
}

function start(initial: CartLine[], isLoggedIn = true, failing: string[] = []) {
  const server = fakeServer(initial);
  for (const name of failing) server.fail.add(name);
  const actor = createActor(cartMachine.provide({ actors: server.actors }), { input: { isLoggedIn } });
  actor.start();
  return { actor, server };
}

type CartActor = ReturnType<typeof start>['actor'];
type CartStateValue = Parameters<ReturnType<CartActor['getSnapshot']>['matches']>[0];
const settled = (actor: CartActor, state: CartStateValue) => waitFor(actor, (s) => s.matches(state));
const ready = (actor: CartActor) => settled(actor, { loggedIn: 'ready' });

const item: CartAddRequest = { catalogNumber: 'TNF-H5228', size: '50 µg', count: 2 };

describe('load', () => {
  test('loads the list on start when logged in, with derived totals', async () => {
    const { actor, server } = start([line(1, 2), line(2, 1, 5_000)]);
    expect(actor.getSnapshot().matches({ loggedIn: 'loading' })).toBe(true);
    const snapshot = await ready(actor);
    expect(snapshot.context).toMatchObject({ total: 3, priceTotalFen: 25_000, notice: null });
    expect(snapshot.context.cartList.map((l) => l.id)).toEqual([1, 2]);
    expect(server.log).toEqual(['loadCart']);
  });

  test('priceTotalFen is null (Inquiry) when a line has no shown price', async () => {
    const { actor } = start([line(1, 2), line(2, 1, null)]);
    expect((await ready(actor)).context.priceTotalFen).toBeNull();
  });

  test('a load failure is a state with a retry', async () => {
    const { actor, server } = start([line(1, 1)], true, ['loadCart']);
    const failed = await settled(actor, { loggedIn: 'loadFailed' });
    expect(failed.context.error).toEqual({ operation: 'load', message: 'loadCart refused' });
    server.fail.delete('loadCart');
    actor.send({ type: 'cart.reload' });
    const snapshot = await ready(actor);
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.total).toBe(1);
  });

  test('an add asked after a failed load reloads, then adds', async () => {
    const { actor, server } = start([], true, ['loadCart']);
    await settled(actor, { loggedIn: 'loadFailed' });
    server.fail.delete('loadCart');
    actor.send({ type: 'cart.add', item });
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }) && s.context.total === 2);
    expect(snapshot.context.notice?.id).toBe('added');
    expect(server.log).toEqual(['loadCart', 'loadCart', 'addToCart TNF-H5228×2', 'loadCart']);
  });

  test('cart.reload from ready loads again', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    actor.send({ type: 'cart.reload' });
    await ready(actor);
    expect(server.log).toEqual(['loadCart', 'loadCart']);
  });

  test('does not load when logged out', async () => {
    const { actor, server } = start([line(1, 1)], false);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    await Promise.resolve();
    expect(server.log).toEqual([]);
  });
});

describe('add', () => {
  test('success: message, then the list is reloaded', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    actor.send({ type: 'cart.add', item });
    expect(actor.getSnapshot().matches({ loggedIn: 'adding' })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }) && s.context.total === 3);
    expect(snapshot.context.notice).toMatchObject({ id: 'added', tone: 'success' });
    expect(server.log).toEqual(['loadCart', 'addToCart TNF-H5228×2', 'loadCart']);
  });

  test('failure: message, no reload', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    server.fail.add('addToCart TNF-H5228×2');
    actor.send({ type: 'cart.add', item });
    const snapshot = await waitFor(actor, (s) => s.context.notice?.id === 'addFailed');
    expect(snapshot.matches({ loggedIn: 'ready' })).toBe(true);
    expect(snapshot.context.notice?.tone).toBe('error');
    expect(server.log).toEqual(['loadCart', 'addToCart TNF-H5228×2']);
  });

  test('an add asked while another call runs waits for it', async () => {
    const { actor, server } = start([]);
    actor.send({ type: 'cart.add', item });
    expect(actor.getSnapshot().context.pendingAdd).toEqual(item);
    await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }) && s.context.total === 2);
    expect(server.log).toEqual(['loadCart', 'addToCart TNF-H5228×2', 'loadCart']);
    expect(actor.getSnapshot().context.pendingAdd).toBeNull();
  });

  test('the same notice twice is told apart by seq; dismissing clears it', async () => {
    const { actor } = start([]);
    await ready(actor);
    actor.send({ type: 'cart.batchDelete' });
    const first = actor.getSnapshot().context.notice?.seq ?? 0;
    actor.send({ type: 'cart.batchDelete' });
    expect(actor.getSnapshot().context.notice?.seq).toBe(first + 1);
    actor.send({ type: 'cart.dismissNotice' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    // A seq is never reused, even after a dismissal.
    actor.send({ type: 'cart.batchDelete' });
    expect(actor.getSnapshot().context.notice?.seq).toBe(first + 2);
  });
});

describe('delete', () => {
  test('success: message, reload, and the id leaves the selection', async () => {
    const { actor, server } = start([line(1, 1), line(2, 1)]);
    await ready(actor);
    actor.send({ type: 'cart.select', id: 1 });
    actor.send({ type: 'cart.delete', id: 1 });
    expect(actor.getSnapshot().matches({ loggedIn: 'deleting' })).toBe(true);
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ loggedIn: 'ready' }) && s.context.cartList.length === 1,
    );
    expect(snapshot.context.notice?.id).toBe('deleted');
    expect(snapshot.context.selection).toEqual([]);
    expect(server.log).toEqual(['loadCart', 'deleteLine 1', 'loadCart']);
  });

  test('failure: message, no reload', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    server.fail.add('deleteLine 1');
    actor.send({ type: 'cart.delete', id: 1 });
    const snapshot = await waitFor(actor, (s) => s.context.notice?.id === 'deleteFailed');
    expect(snapshot.matches({ loggedIn: 'ready' })).toBe(true);
    expect(server.log).toEqual(['loadCart', 'deleteLine 1']);
  });

  test('an unknown line cannot be deleted', async () => {
    const { actor } = start([line(1, 1)]);
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'cart.delete', id: 9 })).toBe(false);
  });
});

describe('selection and batch delete', () => {
  test('select, deselect, select all, deselect all', async () => {
    const { actor } = start([line(1, 1), line(2, 1), line(3, 1)]);
    await ready(actor);
    actor.send({ type: 'cart.select', id: 2 });
    actor.send({ type: 'cart.select', id: 2 });
    actor.send({ type: 'cart.select', id: 9 });
    expect(actor.getSnapshot().context.selection).toEqual([2]);
    actor.send({ type: 'cart.selectAll' });
    expect(actor.getSnapshot().context.selection).toEqual([1, 2, 3]);
    actor.send({ type: 'cart.deselect', id: 1 });
    expect(actor.getSnapshot().context.selection).toEqual([2, 3]);
    actor.send({ type: 'cart.deselectAll' });
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });

  test('with nothing selected: the select-first notice and no call', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    actor.send({ type: 'cart.batchDelete' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loggedIn: 'ready' })).toBe(true);
    expect(snapshot.context.notice).toMatchObject({ id: 'selectFirst', tone: 'warning' });
    expect(server.log).toEqual(['loadCart']);
  });

  test('with a selection: deletes those lines, message, reload', async () => {
    const { actor, server } = start([line(1, 1), line(2, 1), line(3, 1)]);
    await ready(actor);
    actor.send({ type: 'cart.select', id: 1 });
    actor.send({ type: 'cart.select', id: 3 });
    actor.send({ type: 'cart.batchDelete' });
    expect(actor.getSnapshot().matches({ loggedIn: 'batchDeleting' })).toBe(true);
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ loggedIn: 'ready' }) && s.context.cartList.length === 1,
    );
    expect(snapshot.context.notice?.id).toBe('batchDeleted');
    expect(snapshot.context.selection).toEqual([]);
    expect(server.log).toEqual(['loadCart', 'batchDeleteLines 1,3', 'loadCart']);
  });

  test('failure keeps the selection and shows the failure', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    server.fail.add('batchDeleteLines 1');
    actor.send({ type: 'cart.select', id: 1 });
    actor.send({ type: 'cart.batchDelete' });
    const snapshot = await waitFor(actor, (s) => s.context.notice?.id === 'batchDeleteFailed');
    expect(snapshot.context.selection).toEqual([1]);
    expect(server.log).toEqual(['loadCart', 'batchDeleteLines 1']);
  });
});

describe('settle (cart.clear)', () => {
  test('success: message and an empty cart after the reload', async () => {
    const { actor, server } = start([line(1, 1), line(2, 3)]);
    await ready(actor);
    actor.send({ type: 'cart.clear' });
    expect(actor.getSnapshot().matches({ loggedIn: 'settling' })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }) && s.context.total === 0);
    expect(snapshot.context.notice?.id).toBe('settled');
    expect(snapshot.context.priceTotalFen).toBe(0);
    expect(server.log).toEqual(['loadCart', 'settleCart 1,2', 'loadCart']);
  });

  test('failure: message, nothing else', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    server.fail.add('settleCart 1');
    actor.send({ type: 'cart.clear' });
    const snapshot = await waitFor(actor, (s) => s.context.notice?.id === 'settleFailed');
    expect(snapshot.context.total).toBe(1);
    expect(server.log).toEqual(['loadCart', 'settleCart 1']);
  });

  test('an empty cart cannot be settled', async () => {
    const { actor } = start([]);
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'cart.clear' })).toBe(false);
  });
});

describe('count change', () => {
  test('shows at once, sends, reloads, and gives no message', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    actor.send({ type: 'cart.setCount', id: 1, count: 4 });
    const during = actor.getSnapshot();
    expect(during.matches({ loggedIn: 'updatingCount' })).toBe(true);
    expect(during.context).toMatchObject({ total: 4, priceTotalFen: 40_000 });
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }) && server.log.length === 3);
    expect(snapshot.context.notice).toBeNull();
    expect(snapshot.context.total).toBe(4);
    expect(server.log).toEqual(['loadCart', 'updateCount 1=4', 'loadCart']);
  });

  test('a refused count change gives no message; the reload shows the server count again', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    server.fail.add('updateCount 1=4');
    actor.send({ type: 'cart.setCount', id: 1, count: 4 });
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }) && server.log.length === 3);
    expect(snapshot.context.notice).toBeNull();
    expect(snapshot.context.total).toBe(1);
    expect(snapshot.context.error).toEqual({ operation: 'setCount', message: 'updateCount 1=4 refused' });
  });

  test('counts below 1, fractions and unknown lines are refused', async () => {
    const { actor } = start([line(1, 1)]);
    await ready(actor);
    const can = (id: number, count: number) => actor.getSnapshot().can({ type: 'cart.setCount', id, count });
    expect(can(1, 0)).toBe(false);
    expect(can(1, 1.5)).toBe(false);
    expect(can(9, 2)).toBe(false);
    expect(can(1, 2)).toBe(true);
  });

  test('quick changes are serialised: one call at a time, the latest per line wins, one reload at the end', async () => {
    const { actor, server } = start([line(1, 1), line(2, 1)]);
    await ready(actor);
    server.holdCounts();
    actor.send({ type: 'cart.setCount', id: 1, count: 2 });
    actor.send({ type: 'cart.setCount', id: 1, count: 3 });
    actor.send({ type: 'cart.setCount', id: 2, count: 5 });
    actor.send({ type: 'cart.setCount', id: 1, count: 7 });
    // The view shows the latest asked counts at once.
    expect(actor.getSnapshot().context.cartList.map((l) => l.count)).toEqual([7, 5]);
    expect(actor.getSnapshot().context.countQueue).toEqual([
      { id: 2, count: 5 },
      { id: 1, count: 7 },
    ]);
    // Only one call is in flight.
    await waitFor(actor, () => server.held.length === 1);
    expect(server.held.map((h) => h.change)).toEqual([{ id: 1, count: 2 }]);
    server.held[0]?.release();
    await waitFor(actor, () => server.held.length === 2);
    expect(server.held[1]?.change).toEqual({ id: 2, count: 5 });
    server.held[1]?.release();
    await waitFor(actor, () => server.held.length === 3);
    expect(server.held[2]?.change).toEqual({ id: 1, count: 7 });
    server.held[2]?.release();
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ loggedIn: 'ready' }) && server.log.at(-1) === 'loadCart' && server.log.length > 1,
    );
    expect(server.log).toEqual([
      'loadCart',
      'updateCount 1=2',
      'updateCount 2=5',
      'updateCount 1=7',
      'loadCart',
    ]);
    expect(snapshot.context.cartList.map((l) => l.count)).toEqual([7, 5]);
    expect(server.lines.map((l) => l.count)).toEqual([7, 5]);
    expect(snapshot.context.notice).toBeNull();
  });

  test('a change asked during a load is kept over the loaded list and sent after it', async () => {
    const { actor, server } = start([line(1, 1)]);
    await ready(actor);
    actor.send({ type: 'cart.reload' });
    actor.send({ type: 'cart.setCount', id: 1, count: 6 });
    expect(actor.getSnapshot().context.total).toBe(6);
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }) && server.log.length === 4);
    expect(server.log).toEqual(['loadCart', 'loadCart', 'updateCount 1=6', 'loadCart']);
    expect(snapshot.context.total).toBe(6);
  });
});

test('work asked during a call is done after it: a count change, then a waiting add, then one reload', async () => {
  const { actor, server } = start([line(1, 1)]);
  await ready(actor);
  actor.send({ type: 'cart.add', item });
  expect(actor.getSnapshot().matches({ loggedIn: 'adding' })).toBe(true);
  actor.send({ type: 'cart.setCount', id: 1, count: 3 });
  actor.send({ type: 'cart.add', item: { ...item, catalogNumber: 'IFNG-H4211', count: 1 } });
  expect(actor.getSnapshot().can({ type: 'cart.delete', id: 1 })).toBe(false);
  const snapshot = await waitFor(
    actor,
    (s) => s.matches({ loggedIn: 'ready' }) && s.context.cartList.length === 3,
  );
  expect(server.log).toEqual([
    'loadCart',
    'addToCart TNF-H5228×2',
    'loadCart',
    'updateCount 1=3',
    'loadCart',
    'addToCart IFNG-H4211×1',
    'loadCart',
  ]);
  expect(snapshot.context.total).toBe(6);
});

describe('logged out', () => {
  test('every cart call gives the log-in-first notice and calls nothing', async () => {
    const { actor, server } = start([line(1, 1)], false);
    for (const event of [
      { type: 'cart.delete', id: 1 },
      { type: 'cart.batchDelete' },
      { type: 'cart.clear' },
      { type: 'cart.setCount', id: 1, count: 2 },
      { type: 'cart.add', item },
    ] as const) {
      const before = actor.getSnapshot().context.notice?.seq ?? 0;
      actor.send(event);
      expect(actor.getSnapshot().context.notice).toMatchObject({
        id: 'loginFirst',
        tone: 'warning',
        seq: before + 1,
      });
    }
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(server.log).toEqual([]);
  });

  test('an add made while logged out completes after auth.loggedIn', async () => {
    const { actor, server } = start([line(1, 1)], false);
    actor.send({ type: 'cart.add', item });
    expect(actor.getSnapshot().context.pendingAdd).toEqual(item);
    actor.send({ type: 'auth.loggedIn' });
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }) && s.context.total === 3);
    expect(snapshot.context.notice?.id).toBe('added');
    expect(snapshot.context.pendingAdd).toBeNull();
    expect(server.log).toEqual(['loadCart', 'addToCart TNF-H5228×2', 'loadCart']);
  });

  test('auth.loggedIn without a pending add just loads', async () => {
    const { actor, server } = start([line(1, 1)], false);
    actor.send({ type: 'auth.loggedIn' });
    await ready(actor);
    expect(server.log).toEqual(['loadCart']);
  });

  test('auth.loggedOut empties the cart and forgets owed work', async () => {
    const { actor } = start([line(1, 2)]);
    await ready(actor);
    actor.send({ type: 'cart.select', id: 1 });
    actor.send({ type: 'auth.loggedOut' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('loggedOut')).toBe(true);
    expect(snapshot.context).toMatchObject({
      isLoggedIn: false,
      cartList: [],
      selection: [],
      total: 0,
      pendingAdd: null,
      countQueue: [],
    });
  });
});

test('an actor the app did not provide shows as an error state, not a hang', async () => {
  const actor = createActor(cartMachine, { input: { isLoggedIn: true } });
  actor.start();
  const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'loadFailed' }));
  expect(snapshot.context.error?.message).toContain('provide the "loadCart" actor');
});
