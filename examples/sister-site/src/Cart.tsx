import {
  type CartAddRequest,
  type CartLine,
  CartView,
  cartMachine,
  cartMessages,
  withCount,
} from '@storefront/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';

/**
 * The cart machine of @storefront/ui on in-memory actors: the machine knows only the actors' typed results,
 * so a site on another backend (or on none, as here) provides its own with `.provide()`.
 */
function inMemoryCart() {
  let lines: CartLine[] = [
    {
      id: 1,
      count: 2,
      priceFen: 48_000,
      subtotalFen: 96_000,
      catalogNumber: 'IL6-H4218',
      productName: 'Humanes IL-6, His-Tag',
      size: '10 µg',
    },
    {
      id: 2,
      count: 1,
      priceFen: null,
      subtotalFen: null,
      catalogNumber: 'RNH-E1001',
      productName: 'RNase H, rekombinant',
      size: '500 U',
    },
  ];
  const without = (ids: number[]) => {
    lines = lines.filter((line) => !ids.includes(line.id));
  };
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => lines.map((line) => ({ ...line }))),
      addToCart: fromPromise<unknown, CartAddRequest>(async () => null),
      deleteLine: fromPromise<unknown, { id: number }>(async ({ input }) => without([input.id])),
      batchDeleteLines: fromPromise<unknown, { ids: number[] }>(async ({ input }) => without(input.ids)),
      settleCart: fromPromise<unknown, { ids: number[] }>(async ({ input }) => without(input.ids)),
      updateCount: fromPromise<unknown, { id: number; count: number }>(async ({ input }) => {
        lines = lines.map((line) => (line.id === input.id ? withCount(line, input.count) : line));
      }),
    },
  });
}

/** CartView bound to the running machine: narrow selectors in, events out, the machine's notice as a status. */
export function Cart() {
  const intl = useIntl();
  const [machine] = useState(inMemoryCart);
  const cart = useActorRef(machine, { input: { isLoggedIn: true } });
  const lines = useSelector(cart, (state) => state.context.cartList);
  const selection = useSelector(cart, (state) => state.context.selection);
  const total = useSelector(cart, (state) => state.context.total);
  const priceTotalFen = useSelector(cart, (state) => state.context.priceTotalFen);
  const loading = useSelector(
    cart,
    (state) => state.matches({ loggedIn: 'loading' }) && state.context.cartList.length === 0,
  );
  const busy = useSelector(cart, (state) => !state.matches({ loggedIn: 'ready' }));
  const notice = useSelector(cart, (state) => state.context.notice);
  return (
    <>
      <p role="status">{notice ? intl.formatMessage(cartMessages[notice.id]) : null}</p>
      <CartView
        lines={lines}
        selection={selection}
        total={total}
        priceTotalFen={priceTotalFen}
        loading={loading}
        busy={busy}
        productsHref="/produkte"
        productHref={(catalogNumber) => `/produkte/${catalogNumber}`}
        onSelect={(id, selected) => cart.send({ type: selected ? 'cart.select' : 'cart.deselect', id })}
        onSelectAll={(selected) => cart.send({ type: selected ? 'cart.selectAll' : 'cart.deselectAll' })}
        onCountChange={(id, count) => cart.send({ type: 'cart.setCount', id, count })}
        onDelete={(id) => cart.send({ type: 'cart.delete', id })}
        onBatchDelete={() => cart.send({ type: 'cart.batchDelete' })}
        onSettle={() => cart.send({ type: 'cart.clear' })}
      />
    </>
  );
}
