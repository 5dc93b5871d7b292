import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, orderLines, orders, productSizes, products } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';
import type { Lang } from '../http/language.js';

/** How prices read: visible (yuan) only on the Chinese site for visitors in China (SPEC §1). */
export interface PriceView {
  lang: Lang;
  showPrices: boolean;
}

export interface CartLineView {
  id: number;
  count: number;
  price: string;
  subtotal: string;
  catalogNumber: string;
  productName: string;
  size: string;
}

const MAX_COUNT = 9999;

function inquiry(lang: Lang): string {
  return lang === 'en' ? 'Inquiry' : '询价';
}

function yuan(amount: number): string {
  return `¥${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

interface RawLine {
  id: number;
  count: number;
  priceCny: number | null;
  catalogNumber: string;
  nameZh: string;
  nameEn: string;
  size: string;
}

function lineView(line: RawLine, view: PriceView): CartLineView {
  const visible = view.showPrices && line.priceCny !== null;
  return {
    id: line.id,
    count: line.count,
    price: visible ? yuan(line.priceCny as number) : inquiry(view.lang),
    subtotal: visible
      ? yuan(Math.round((line.priceCny as number) * line.count * 100) / 100)
      : inquiry(view.lang),
    catalogNumber: line.catalogNumber,
    productName: view.lang === 'en' ? line.nameEn : line.nameZh,
    size: line.size,
  };
}

function totals(lines: RawLine[], view: PriceView): { countTotal: number; priceTotal: string } {
  const countTotal = lines.reduce((sum, l) => sum + l.count, 0);
  const onInquiry = !view.showPrices || lines.some((l) => l.priceCny === null);
  const amount = lines.reduce((sum, l) => sum + (l.priceCny ?? 0) * l.count, 0);
  return { countTotal, priceTotal: onInquiry ? inquiry(view.lang) : yuan(Math.round(amount * 100) / 100) };
}

/** The cart and the orders of a user. Every call is scoped to the user: other users' ids are "not found". */
export class CartService {
  constructor(private readonly db: Db) {}

  private lineQuery() {
    return this.db
      .select({
        id: cartLines.id,
        count: cartLines.count,
        priceCny: productSizes.priceCny,
        catalogNumber: products.catalogNumber,
        nameZh: products.nameZh,
        nameEn: products.nameEn,
        size: productSizes.size,
      })
      .from(cartLines)
      .innerJoin(productSizes, eq(productSizes.id, cartLines.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId));
  }

  private async line(userId: number, id: number, view: PriceView): Promise<CartLineView> {
    const [row] = await this.lineQuery().where(and(eq(cartLines.userId, userId), eq(cartLines.id, id)));
    if (!row) throw new ApiError('E0005');
    return lineView(row, view);
  }

  /** Adds to the line of that size, or creates it: one atomic upsert, so concurrent adds all count. */
  async add(userId: number, input: { catalogNumber: string; size: string; count: number }, view: PriceView) {
    const [size] = await this.db
      .select({ id: productSizes.id })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(eq(products.catalogNumber, input.catalogNumber), eq(productSizes.size, input.size)));
    if (!size) throw new ApiError('E0005');
    const [row] = await this.db
      .insert(cartLines)
      .values({ userId, productSizeId: size.id, count: input.count })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productSizeId],
        set: { count: sql`least(${cartLines.count} + excluded.count, ${MAX_COUNT})` },
      })
      .returning({ id: cartLines.id });
    if (!row) throw new Error('upsert returned no row');
    return this.line(userId, row.id, view);
  }

  async list(userId: number, page: number, size: number, view: PriceView) {
    const all = await this.lineQuery().where(eq(cartLines.userId, userId)).orderBy(cartLines.id);
    const list = size === -1 ? all : all.slice((page - 1) * size, page * size);
    return {
      list: list.map((l) => lineView(l, view)),
      total: all.length,
      page,
      size,
      ...totals(all, view),
    };
  }

  async setCount(userId: number, id: number, newCount: number, view: PriceView) {
    const updated = await this.db
      .update(cartLines)
      .set({ count: newCount })
      .where(and(eq(cartLines.id, id), eq(cartLines.userId, userId)))
      .returning({ id: cartLines.id });
    if (updated.length === 0) throw new ApiError('E0005');
    return this.line(userId, id, view);
  }

  async remove(userId: number, ids: number[]): Promise<void> {
    const deleted = await this.db
      .delete(cartLines)
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
      .returning({ id: cartLines.id });
    if (deleted.length === 0) throw new ApiError('E0005');
  }

  /**
   * Moves the chosen lines into a new order in one transaction. The lines are deleted first: a line
   * settled or deleted meanwhile (another tab) makes the whole settlement fail with E0005.
   */
  async settle(userId: number, ids: number[], view: PriceView) {
    const orderId = await this.db.transaction(async (tx) => {
      const lines = await tx
        .select({
          id: cartLines.id,
          count: cartLines.count,
          priceCny: productSizes.priceCny,
          catalogNumber: products.catalogNumber,
          nameZh: products.nameZh,
          nameEn: products.nameEn,
          size: productSizes.size,
        })
        .from(cartLines)
        .innerJoin(productSizes, eq(productSizes.id, cartLines.productSizeId))
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
        .for('update', { of: cartLines });
      const deleted = await tx
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
        .returning({ id: cartLines.id });
      if (lines.length !== ids.length || deleted.length !== ids.length) throw new ApiError('E0005');
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const [order] = await tx
        .insert(orders)
        .values({ userId, orderNumber: `${stamp}${String(randomInt(0, 1e9)).padStart(9, '0')}` })
        .returning({ id: orders.id });
      if (!order) throw new Error('insert returned no order');
      await tx.insert(orderLines).values(
        lines.map((l) => ({
          orderId: order.id,
          catalogNumber: l.catalogNumber,
          productNameZh: l.nameZh,
          productNameEn: l.nameEn,
          size: l.size,
          priceCny: l.priceCny,
          count: l.count,
        })),
      );
      return order.id;
    });
    const [order] = await this.orderViews(userId, view, { id: orderId });
    if (!order) throw new Error('settled order vanished');
    return order;
  }

  private async orderViews(
    userId: number,
    view: PriceView,
    where: { id?: number; page?: number; size?: number },
  ) {
    const rows = await this.db
      .select()
      .from(orders)
      .where(where.id ? and(eq(orders.userId, userId), eq(orders.id, where.id)) : eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(where.size ?? 1)
      .offset(((where.page ?? 1) - 1) * (where.size ?? 1));
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(orderLines.id);
    return rows.map((order) => {
      const raw: RawLine[] = lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          id: l.id,
          count: l.count,
          priceCny: l.priceCny,
          catalogNumber: l.catalogNumber,
          nameZh: l.productNameZh,
          nameEn: l.productNameEn,
          size: l.size,
        }));
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        orderTime: order.createdAt.toISOString(),
        lines: raw.map((l) => lineView(l, view)),
        ...totals(raw, view),
      };
    });
  }

  async listOrders(userId: number, page: number, size: number, view: PriceView) {
    const [row] = await this.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    const total = row?.n ?? 0;
    const all = size === -1;
    const list = await this.orderViews(userId, view, {
      page: all ? 1 : page,
      size: all ? Math.max(total, 1) : size,
    });
    return { list, total, page, size };
  }
}
