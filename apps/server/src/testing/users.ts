import { newToken, sha256 } from '../accounts/crypto.js';
import type { Db } from '../db/client.js';
import { authTokens, users } from '../db/schema.js';

/** A user with a live bearer token, made directly in the database (logins are tested in accounts/). */
export async function createUserWithToken(db: Db, account: string): Promise<{ id: number; token: string }> {
  const [user] = await db
    .insert(users)
    .values({ account, email: account, locale: 'cn' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const token = newToken();
  await db
    .insert(authTokens)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3600_000) });
  return { id: user.id, token };
}
