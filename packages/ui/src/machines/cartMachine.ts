import type { Fen } from '@storefront/site';
import { assign, fromPromise, setup } from 'xstate';
import type { CartMessageId } from './cartMessages';
import { type CartLine, cartPriceTotal, cartTotal, withCount } from './cartTotals';

/** What `cart.add` sends to the server (contract schema `CartLineInput`). */
export interface CartAddRequest {
  catalogNumber: string;
  size: string;
  count: number;
}

export interface CartCountChange {
  id: number;
  count: number;
}

export type CartNoticeTone = 'success' | 'error' | 'warning';

/** A notice for the view: a key of `cartMessages`; `seq` grows so that the same notice twice is two toasts. */
export interface CartNotice {
  id: CartMessageId;
  tone: CartNoticeTone;
  seq: number;
}

export interface CartInput {
  isLoggedIn: boolean;
}

export interface CartContext {
  isLoggedIn: boolean;
  cartList: CartLine[];
  /** Selected line ids. */
  selection: number[];
  /** Sum of the counts (derived from cartList). */
  total: number;
  /** Sum of the subtotals in fen, or null for Inquiry (derived from cartList). */
  priceTotalFen: Fen | null;
  notice: CartNotice | null;
  /** Notices given so far: the next notice's seq, kept across dismissals so a seq is never reused. */
  noticeCount: number;
  /** An add the machine still owes: made while logged out (done after `auth.loggedIn`) or while another call ran. */
  pendingAdd: CartAddRequest | null;
  /** The add being sent now. */
  addInFlight: CartAddRequest | null;
  /** Count changes not yet sent, one per line (the latest wins), in the order asked. */
  countQueue: CartCountChange[];
  /** The count change being sent now. */
  countInFlight: CartCountChange | null;
  /** Why the last load or count change failed (count changes have no notice, SPEC §8). */
  error: { operation: 'load' | 'setCount'; message: string | null } | null;
}

export type CartEvent =
  | { type: 'cart.add'; item: CartAddRequest }
  | { type: 'cart.delete'; id: number }
  | { type: 'cart.batchDelete' }
  | { type: 'cart.clear' }
  | { type: 'cart.setCount'; id: number; count: number }
  | { type: 'cart.select'; id: number }
  | { type: 'cart.deselect'; id: number }
  | { type: 'cart.selectAll' }
  | { type: 'cart.deselectAll' }
  | { type: 'cart.reload' }
  | { type: 'cart.dismissNotice' }
  | { type: 'auth.loggedIn' }
  | { type: 'auth.loggedOut' };

const noticeTones: Record<CartMessageId, CartNoticeTone> = {
  added: 'success',
  addFailed: 'error',
  deleted: 'success',
  deleteFailed: 'error',
  settled: 'success',
  settleFailed: 'error',
  batchDeleted: 'success',
  batchDeleteFailed: 'error',
  selectFirst: 'warning',
  loginFirst: 'warning',
  loadFailed: 'error',
};

function errorMessage(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  return typeof error === 'string' && error ? error : null;
}

/** The list with its derived totals; queued count changes stay visible on top of the server's list. */
function listState(list: CartLine[], queue: CartCountChange[]) {
  const cartList = list.map((line) => {
    const change = queue.find((entry) => entry.id === line.id);
    return change ? withCount(line, change.count) : line;
  });
  return { cartList, total: cartTotal(cartList), priceTotalFen: cartPriceTotal(cartList) };
}

function missing<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`cartMachine: provide the "${name}" actor with machine.provide()`);
  });
}

/**
 * SPEC §3/§4/§8 cart. Every actor rejects when the backend refuses (on this site: any envelope code but
 * E0001, decided by the app's actors); on a 401 the app
 * also sends `auth.expired` to the auth machine and `auth.loggedOut` here. See README.md.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    loadCart: missing<CartLine[], void>('loadCart'),
    addToCart: missing<unknown, CartAddRequest>('addToCart'),
    deleteLine: missing<unknown, { id: number }>('deleteLine'),
    batchDeleteLines: missing<unknown, { ids: number[] }>('batchDeleteLines'),
    settleCart: missing<unknown, { ids: number[] }>('settleCart'),
    updateCount: missing<unknown, CartCountChange>('updateCount'),
  },
  actions: {
    notify: assign(({ context }, params: { id: CartMessageId }) => ({
      notice: { id: params.id, tone: noticeTones[params.id], seq: context.noticeCount + 1 },
      noticeCount: context.noticeCount + 1,
    })),
    /** Queue a count change (replacing an unsent one for the same line) and show it at once. */
    enqueueCount: assign(({ context, event }) => {
      if (event.type !== 'cart.setCount') return {};
      const countQueue = [
        ...context.countQueue.filter((change) => change.id !== event.id),
        { id: event.id, count: event.count },
      ];
      return { countQueue, ...listState(context.cartList, countQueue) };
    }),
    dequeueCount: assign(({ context }) => ({
      countInFlight: context.countQueue[0] ?? null,
      countQueue: context.countQueue.slice(1),
    })),
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
    hasSelection: ({ context }) => context.selection.length > 0,
    hasLines: ({ context }) => context.cartList.length > 0,
    hasPendingAdd: ({ context }) => context.pendingAdd !== null,
    hasQueuedCount: ({ context }) => context.countQueue.length > 0,
    isValidCount: ({ context, event }) =>
      event.type === 'cart.setCount' &&
      Number.isInteger(event.count) &&
      event.count >= 1 &&
      context.cartList.some((line) => line.id === event.id),
    isKnownLine: ({ context, event }) =>
      'id' in event && context.cartList.some((line) => line.id === event.id),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    isLoggedIn: input.isLoggedIn,
    cartList: [],
    selection: [],
    total: 0,
    priceTotalFen: cartPriceTotal([]),
    notice: null,
    noticeCount: 0,
    pendingAdd: null,
    addInFlight: null,
    countQueue: [],
    countInFlight: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'cart.dismissNotice': { actions: assign({ notice: null }) },
  },
  states: {
    starting: {
      always: [{ guard: 'isLoggedIn', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        // Beyond the spec: the add is remembered and completes after login.
        'cart.add': {
          actions: [
            assign(({ event }) => ({ pendingAdd: event.item })),
            { type: 'notify', params: { id: 'loginFirst' } },
          ],
        },
        'cart.delete': { actions: { type: 'notify', params: { id: 'loginFirst' } } },
        'cart.batchDelete': { actions: { type: 'notify', params: { id: 'loginFirst' } } },
        'cart.clear': { actions: { type: 'notify', params: { id: 'loginFirst' } } },
        'cart.setCount': { actions: { type: 'notify', params: { id: 'loginFirst' } } },
        'auth.loggedIn': { target: 'loggedIn', actions: assign({ isLoggedIn: true }) },
      },
    },
    loggedIn: {
      initial: 'loading',
      on: {
        'auth.loggedOut': {
          target: 'loggedOut',
          actions: assign({
            isLoggedIn: false,
            ...listState([], []),
            selection: [],
            pendingAdd: null,
            addInFlight: null,
            countQueue: [],
            countInFlight: null,
            error: null,
          }),
        },
        'cart.select': {
          guard: 'isKnownLine',
          actions: assign(({ context, event }) => ({
            selection: context.selection.includes(event.id)
              ? context.selection
              : [...context.selection, event.id],
          })),
        },
        'cart.deselect': {
          actions: assign(({ context, event }) => ({
            selection: context.selection.filter((id) => id !== event.id),
          })),
        },
        'cart.selectAll': {
          actions: assign(({ context }) => ({ selection: context.cartList.map((line) => line.id) })),
        },
        'cart.deselectAll': { actions: assign({ selection: [] }) },
        // While a call runs, an add waits for it and a count change joins the queue (shown at once).
        'cart.add': { actions: assign(({ event }) => ({ pendingAdd: event.item })) },
        'cart.setCount': { guard: 'isValidCount', actions: 'enqueueCount' },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadCart',
            onDone: {
              target: 'next',
              actions: assign(({ context, event }) => {
                const state = listState(event.output, context.countQueue);
                const ids = new Set(state.cartList.map((line) => line.id));
                return {
                  ...state,
                  selection: context.selection.filter((id) => ids.has(id)),
                  countQueue: context.countQueue.filter((change) => ids.has(change.id)),
                  error: context.error?.operation === 'load' ? null : context.error,
                };
              }),
            },
            onError: {
              target: 'loadFailed',
              actions: assign(({ event }) => ({
                error: { operation: 'load' as const, message: errorMessage(event.error) },
              })),
            },
          },
        },
        loadFailed: {
          on: {
            'cart.reload': 'loading',
            'cart.add': {
              target: 'loading',
              actions: assign(({ event }) => ({ pendingAdd: event.item })),
            },
          },
        },
        /** Owed work first (queued counts, then a pending add), else ready. */
        next: {
          always: [
            { guard: 'hasQueuedCount', target: 'updatingCount', actions: 'dequeueCount' },
            {
              guard: 'hasPendingAdd',
              target: 'adding',
              actions: assign(({ context }) => ({
                addInFlight: context.pendingAdd,
                pendingAdd: null,
              })),
            },
            { target: 'ready' },
          ],
        },
        ready: {
          on: {
            'cart.add': {
              target: 'adding',
              actions: assign(({ event }) => ({ addInFlight: event.item })),
            },
            'cart.delete': { guard: 'isKnownLine', target: 'deleting' },
            'cart.batchDelete': [
              { guard: 'hasSelection', target: 'batchDeleting' },
              { actions: { type: 'notify', params: { id: 'selectFirst' } } },
            ],
            'cart.clear': { guard: 'hasLines', target: 'settling' },
            'cart.setCount': {
              guard: 'isValidCount',
              target: 'updatingCount',
              actions: ['enqueueCount', 'dequeueCount'],
            },
            'cart.reload': 'loading',
          },
        },
        adding: {
          invoke: {
            src: 'addToCart',
            input: ({ context }) => context.addInFlight ?? { catalogNumber: '', size: '', count: 1 },
            onDone: {
              target: 'loading',
              actions: [assign({ addInFlight: null }), { type: 'notify', params: { id: 'added' } }],
            },
            onError: {
              target: 'next',
              actions: [assign({ addInFlight: null }), { type: 'notify', params: { id: 'addFailed' } }],
            },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteLine',
            input: ({ event }) => ({ id: event.type === 'cart.delete' ? event.id : -1 }),
            onDone: {
              target: 'loading',
              // The reload drops the deleted id from the selection.
              actions: { type: 'notify', params: { id: 'deleted' } },
            },
            onError: { target: 'next', actions: { type: 'notify', params: { id: 'deleteFailed' } } },
          },
        },
        batchDeleting: {
          invoke: {
            src: 'batchDeleteLines',
            input: ({ context }) => ({ ids: [...context.selection] }),
            onDone: {
              target: 'loading',
              actions: [assign({ selection: [] }), { type: 'notify', params: { id: 'batchDeleted' } }],
            },
            onError: { target: 'next', actions: { type: 'notify', params: { id: 'batchDeleteFailed' } } },
          },
        },
        settling: {
          invoke: {
            src: 'settleCart',
            // The whole cart as shown: the totals the visitor saw are the order's (PUT order/order/clear { idList }).
            input: ({ context }) => ({ ids: context.cartList.map((line) => line.id) }),
            onDone: {
              target: 'loading',
              actions: [assign({ selection: [] }), { type: 'notify', params: { id: 'settled' } }],
            },
            onError: { target: 'next', actions: { type: 'notify', params: { id: 'settleFailed' } } },
          },
        },
        updatingCount: {
          invoke: {
            src: 'updateCount',
            input: ({ context }) => context.countInFlight ?? { id: -1, count: 1 },
            // No notice either way (SPEC §8); the reload after the queue drains shows the server's counts.
            onDone: { target: 'countSent', actions: assign({ countInFlight: null }) },
            onError: {
              target: 'countSent',
              actions: assign(({ event }) => ({
                countInFlight: null,
                error: { operation: 'setCount' as const, message: errorMessage(event.error) },
              })),
            },
          },
        },
        countSent: {
          always: [
            { guard: 'hasQueuedCount', target: 'updatingCount', actions: 'dequeueCount' },
            { target: 'loading' },
          ],
        },
      },
    },
  },
});
