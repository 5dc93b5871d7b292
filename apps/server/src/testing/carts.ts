/**
 * Users, sizes and a read of the stored carts and orders, for the benchmarks' load and fault runs
 * (bench/), which check what the API acknowledged against what the database holds.
 */
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { newToken, sha256 } from '../accounts/crypto.js';
import type { Db } from '../db/client.js';
import { authTokens, cartLines, orderLines, orders, productSizes, products, users } from '../db/schema.js';

export interface UserWithToken {
  id: number;
  token: string;
}

/** Users with a live login token each, written straight into the database (logins are not measured). */
export async function usersWithTokens(db: Db, count: number): Promise<UserWithToken[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => {
        const account = `bench-${i}@example.cn`;
        return { account, email: account, locale: 'cn' as const };
      }),
    )
    .returning({ id: users.id });
  const tokens = rows.map((row) => ({ id: row.id, token: newToken() }));
  await db.insert(authTokens).values(
    tokens.map((user) => ({
      userId: user.id,
      tokenHash: sha256(user.token),
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    })),
  );
  return tokens;
}

/** Product sizes with a list price, to put into carts. */
export async function pricedSizes(db: Db, count: number): Promise<{ catalogNumber: string; size: string }[]> {
  const rows = await db
    .select({ catalogNumber: products.catalogNumber, size: productSizes.size })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(isNotNull(productSizes.priceFen))
    .orderBy(productSizes.id)
    .limit(count);
  if (rows.length < count) throw new Error(`the catalogue has only ${rows.length} priced sizes`);
  return rows;
}

export interface StoredLine {
  id: number;
  userId: number;
  catalogNumber: string;
  size: string;
  count: number;
}

export interface StoredOrder {
  id: number;
  userId: number;
  lines: { catalogNumber: string; size: string; count: number }[];
}

/** What the carts and orders of these users hold now. */
export async function storedCartsAndOrders(
  db: Db,
  userIds: number[],
): Promise<{ lines: StoredLine[]; orders: StoredOrder[] }> {
  const lines = await db
    .select({
      id: cartLines.id,
      userId: cartLines.userId,
      catalogNumber: products.catalogNumber,
      size: productSizes.size,
      count: cartLines.count,
    })
    .from(cartLines)
    .innerJoin(productSizes, eq(productSizes.id, cartLines.productSizeId))
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(inArray(cartLines.userId, userIds));
  const orderRows = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(inArray(orders.userId, userIds));
  const ordered =
    orderRows.length === 0
      ? []
      : await db
          .select({
            orderId: orderLines.orderId,
            catalogNumber: orderLines.catalogNumber,
            size: orderLines.size,
            count: orderLines.count,
          })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              orderRows.map((o) => o.id),
            ),
          );
  return {
    lines,
    orders: orderRows.map((order) => ({
      ...order,
      lines: ordered
        .filter((line) => line.orderId === order.id)
        .map(({ catalogNumber, size, count }) => ({ catalogNumber, size, count })),
    })),
  };
}
