import { randomInt } from 'node:crypto';
import type { CartLine, CartLineInput } from '@storefront/api-client';
import { type Fen, lineFen, priceText, shownFen, totalFen } from '@storefront/site';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, orderLines, orders, productSizes, products } from '../db/schema.js';
import { type Lang, type RequestContext, signedInUser } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';

/**
 * How prices read for this request (the request context's price view): shown only on the Chinese site
 * to visitors in China (SPEC §1), the Inquiry label in the request language otherwise.
 */
type PriceView = Pick<RequestContext, 'lang' | 'showPrices'>;

const MAX_COUNT = 9999;

/** What a line shows of its product size: the columns read beside the line's id and count. */
const sizeColumns = {
  priceFen: productSizes.priceFen,
  catalogNumber: products.catalogNumber,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  size: productSizes.size,
};

/** An order line as a line: what was ordered, with the names and the price of then. */
const orderLineColumns = {
  id: orderLines.id,
  count: orderLines.count,
  priceFen: orderLines.priceFen,
  catalogNumber: orderLines.catalogNumber,
  nameZh: orderLines.productNameZh,
  nameEn: orderLines.productNameEn,
  size: orderLines.size,
};

export const inquiryLabel: Record<Lang, string> = { zh: '询价', en: 'Inquiry' };

interface RawLine {
  id: number;
  count: number;
  priceFen: Fen | null;
  catalogNumber: string;
  nameZh: string;
  nameEn: string;
  size: string;
}

function lineView(line: RawLine, view: PriceView): CartLine {
  const priceFen = shownFen(line.priceFen, view.showPrices);
  const subtotalFen = lineFen(priceFen, line.count);
  const inquiry = inquiryLabel[view.lang];
  return {
    id: line.id,
    count: line.count,
    price: priceText(priceFen, view.showPrices, inquiry),
    subtotal: priceText(subtotalFen, view.showPrices, inquiry),
    priceFen,
    subtotalFen,
    catalogNumber: line.catalogNumber,
    productName: view.lang === 'en' ? line.nameEn : line.nameZh,
    size: line.size,
  };
}

function totals(lines: RawLine[], view: PriceView) {
  const countTotal = lines.reduce((sum, l) => sum + l.count, 0);
  // Hidden prices hide the total too, even of an empty cart.
  const priceTotalFen = shownFen(totalFen(lines.map((l) => lineFen(l.priceFen, l.count))), view.showPrices);
  return {
    countTotal,
    priceTotal: priceText(priceTotalFen, view.showPrices, inquiryLabel[view.lang]),
    priceTotalFen,
  };
}

function orderView(
  order: { id: number; orderNumber: string; createdAt: Date },
  lines: RawLine[],
  view: PriceView,
) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderTime: order.createdAt.toISOString(),
    lines: lines.map((l) => lineView(l, view)),
    ...totals(lines, view),
  };
}

/**
 * The cart and the orders of a user. Every call is scoped to the user: other users' ids are "not found".
 * Every write answers from the statement (RETURNING) or transaction that made it, never from a later
 * read: a settlement or deletion in another tab between the two would turn a done write into "not found".
 */
export class CartService {
  constructor(private readonly db: Db) {}

  /** Adds to the line of that size, or creates it: one atomic upsert, so concurrent adds all count. */
  async add(ctx: RequestContext, input: CartLineInput): Promise<CartLine> {
    const userId = signedInUser(ctx).id;
    const [size] = await this.db
      .select({ id: productSizes.id })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(eq(products.catalogNumber, input.catalogNumber), eq(productSizes.size, input.size)));
    if (!size) throw new DomainError('E0005');
    const upserted = this.db.$with('upserted').as(
      this.db
        .insert(cartLines)
        .values({ userId, productSizeId: size.id, count: input.count })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.productSizeId],
          set: { count: sql`least(${cartLines.count} + excluded.count, ${MAX_COUNT})` },
        })
        .returning({ id: cartLines.id, count: cartLines.count, productSizeId: cartLines.productSizeId }),
    );
    const [line] = await this.db
      .with(upserted)
      .select({ id: upserted.id, count: upserted.count, ...sizeColumns })
      .from(upserted)
      .innerJoin(productSizes, eq(productSizes.id, upserted.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId));
    if (!line) throw new Error('upsert returned no row');
    return lineView(line, ctx);
  }

  /** A page of the cart's lines (`size` -1: all of them), with the totals of the whole cart. */
  async list(ctx: RequestContext, page: number, size: number) {
    const userId = signedInUser(ctx).id;
    const all = await this.db
      .select({ id: cartLines.id, count: cartLines.count, ...sizeColumns })
      .from(cartLines)
      .innerJoin(productSizes, eq(productSizes.id, cartLines.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(cartLines.userId, userId))
      .orderBy(cartLines.id);
    const list = size === -1 ? all : all.slice((page - 1) * size, page * size);
    return {
      list: list.map((l) => lineView(l, ctx)),
      total: all.length,
      page,
      size,
      ...totals(all, ctx),
    };
  }

  /** Sets a line's count (last writer wins); E0005 for a line not in the user's cart. */
  async setCount(ctx: RequestContext, id: number, newCount: number): Promise<CartLine> {
    const userId = signedInUser(ctx).id;
    const [line] = await this.db
      .update(cartLines)
      .set({ count: newCount })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(
        and(eq(cartLines.id, id), eq(cartLines.userId, userId), eq(productSizes.id, cartLines.productSizeId)),
      )
      .returning({ id: cartLines.id, count: cartLines.count, ...sizeColumns });
    if (!line) throw new DomainError('E0005');
    return lineView(line, ctx);
  }

  /** Deletes the user's lines among `ids`; E0005 when none of them is in the cart. */
  async remove(ctx: RequestContext, ids: number[]): Promise<void> {
    const userId = signedInUser(ctx).id;
    const deleted = await this.db
      .delete(cartLines)
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
      .returning({ id: cartLines.id });
    if (deleted.length === 0) throw new DomainError('E0005');
  }

  /**
   * Moves the chosen lines into a new order in one transaction, which also gives the answer. The lines
   * are deleted first: a line settled or deleted meanwhile (another tab) makes the whole settlement
   * fail with E0005.
   */
  async settle(ctx: RequestContext, ids: number[]) {
    const userId = signedInUser(ctx).id;
    return this.db.transaction(async (tx) => {
      const lines = await tx
        .select({ id: cartLines.id, count: cartLines.count, ...sizeColumns })
        .from(cartLines)
        .innerJoin(productSizes, eq(productSizes.id, cartLines.productSizeId))
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
        .orderBy(cartLines.id)
        .for('update', { of: cartLines });
      const deleted = await tx
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
        .returning({ id: cartLines.id });
      if (lines.length !== ids.length || deleted.length !== ids.length) throw new DomainError('E0005');
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const [order] = await tx
        .insert(orders)
        .values({ userId, orderNumber: `${stamp}${String(randomInt(0, 1e9)).padStart(9, '0')}` })
        .returning({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt });
      if (!order) throw new Error('insert returned no order');
      const ordered = await tx
        .insert(orderLines)
        .values(
          lines.map((l) => ({
            orderId: order.id,
            catalogNumber: l.catalogNumber,
            productNameZh: l.nameZh,
            productNameEn: l.nameEn,
            size: l.size,
            priceFen: l.priceFen,
            count: l.count,
          })),
        )
        .returning(orderLineColumns);
      return orderView(
        order,
        ordered.sort((a, b) => a.id - b.id),
        ctx,
      );
    });
  }

  private async orderViews(userId: number, view: PriceView, where: { page: number; size: number }) {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(where.size)
      .offset((where.page - 1) * where.size);
    if (rows.length === 0) return [];
    const lines = await this.db
      .select({ orderId: orderLines.orderId, ...orderLineColumns })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(orderLines.id);
    return rows.map((order) =>
      orderView(
        order,
        lines.filter((l) => l.orderId === order.id),
        view,
      ),
    );
  }

  /** A page of the user's orders, newest first (`size` -1: all of them). */
  async listOrders(ctx: RequestContext, page: number, size: number) {
    const userId = signedInUser(ctx).id;
    const [row] = await this.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    const total = row?.n ?? 0;
    const all = size === -1;
    const list = await this.orderViews(userId, ctx, {
      page: all ? 1 : page,
      size: all ? Math.max(total, 1) : size,
    });
    return { list, total, page, size };
  }
}
