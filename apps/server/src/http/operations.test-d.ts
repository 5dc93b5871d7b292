/**
 * Type-level tests of the typed handlers (checked by `tsc`, i.e. `npm run typecheck`, and by Vitest's
 * typecheck): a handler's input and answer are the contract's, so a handler for an operation the
 * contract does not have, or one that reads a field the contract does not declare, does not compile.
 * Each `@ts-expect-error` fails the check if its line ever compiles.
 */
import type { Banner, CartLine, CartLineInput } from '@storefront/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { RequestContext } from '../domain/context.js';
import { ok } from './envelope.js';
import type { AnswerOf, BodyOf, OperationInput, Operations, PathOf, QueryOf } from './operations.js';

const line: CartLine = {
  id: 1,
  count: 2,
  price: '询价',
  subtotal: '询价',
  priceFen: null,
  subtotalFen: null,
  catalogNumber: 'IL6-H4218',
  productName: 'IL-6',
  size: '100 µg',
};

describe('the input of a handler', () => {
  it('is typed from the generated operations of @storefront/api-client', () => {
    expectTypeOf<BodyOf<'addCartLine'>>().toEqualTypeOf<CartLineInput>();
    expectTypeOf<PathOf<'updateCartLine'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<BodyOf<'updateCartLine'>>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<QueryOf<'listProducts'>['sort']>().toEqualTypeOf<
      'default' | 'newest' | 'name' | undefined
    >();
    expectTypeOf<QueryOf<'getCategorySection'>['pid']>().toEqualTypeOf<number>();
    expectTypeOf<OperationInput<'listBanners'>['ctx']>().toEqualTypeOf<RequestContext>();
  });

  it('has no body, query or path where the contract gives the operation none', () => {
    expectTypeOf<BodyOf<'listBanners'>>().toEqualTypeOf<undefined>();
    const handler: Operations['listBanners'] = async ({ ctx, query, params, body }) => {
      // @ts-expect-error: listBanners has no query parameters
      void query.page;
      // @ts-expect-error: nor path parameters
      void params.id;
      // @ts-expect-error: nor a body
      void body.title;
      return ok([], ctx.lang);
    };
    expectTypeOf(handler).not.toBeUndefined();
  });

  it('refuses a field the contract does not declare', () => {
    const operations: Operations = {
      async addCartLine({ ctx, body }) {
        // @ts-expect-error: CartLineInput has catalogNumber, size and count, no colour
        void body.colour;
        return ok({ ...line, count: body.count, size: body.size }, ctx.lang);
      },
      async listProducts({ ctx, query }) {
        // @ts-expect-error: listProducts has no `category` parameter (it is `treeId`)
        void query.category;
        return ok({ list: [], total: 0, page: query.page ?? 1, size: query.size ?? 20 }, ctx.lang);
      },
    };
    expectTypeOf(operations).not.toBeUndefined();
  });
});

describe('the operations of an area', () => {
  it('are keyed by the contract’s operationIds only', () => {
    const operations: Operations = {
      listBanners: async ({ ctx }) => ok([] as Banner[], ctx.lang),
      // @ts-expect-error: the contract has no operation `listWishlist`
      listWishlist: async ({ ctx }: { ctx: RequestContext }) => ok([], ctx.lang),
    };
    expectTypeOf(operations).not.toBeUndefined();
  });
});

describe('the answer of a handler', () => {
  it('is the envelope of the operation’s success response', () => {
    expectTypeOf<AnswerOf<'addCartLine'>['data']>().toEqualTypeOf<CartLine>();
    const operations: Operations = {
      // @ts-expect-error: addCartLine answers a CartLine, not a list of them
      addCartLine: async ({ ctx }) => ok([line], ctx.lang),
      // @ts-expect-error: a line without its display price is not the contract's CartLine
      updateCartLine: async ({ ctx, params }) => ok({ ...line, id: params.id, price: undefined }, ctx.lang),
    };
    expectTypeOf(operations).not.toBeUndefined();
  });
});
