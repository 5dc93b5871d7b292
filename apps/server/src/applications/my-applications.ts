import type { MyApplication } from '@storefront/api-client';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paperAwardApplications, trialApplications } from '../db/schema.js';
import { type RequestContext, signedInUser } from '../domain/context.js';

/** The contract's bound on the list; nobody applies this often. */
const MAX_LISTED = 500;

/**
 * The signed-in user's applications of both kinds, newest first: only what the applicant may see
 * (the account's last four digits, never the sealed fields, which are not even read).
 */
export async function myApplications(db: Db, ctx: RequestContext): Promise<MyApplication[]> {
  const userId = signedInUser(ctx).id;
  const [trials, awards] = await Promise.all([
    db
      .select({
        reference: trialApplications.reference,
        status: trialApplications.status,
        createdAt: trialApplications.createdAt,
        title: trialApplications.productName,
        catalogNumber: trialApplications.catalogNumber,
      })
      .from(trialApplications)
      .where(eq(trialApplications.userId, userId))
      .orderBy(desc(trialApplications.createdAt))
      .limit(MAX_LISTED),
    db
      .select({
        reference: paperAwardApplications.reference,
        status: paperAwardApplications.status,
        createdAt: paperAwardApplications.createdAt,
        title: paperAwardApplications.paperTitle,
        catalogNumber: paperAwardApplications.catalogNumber,
        gross: paperAwardApplications.awardGross,
        tax: paperAwardApplications.awardTax,
        net: paperAwardApplications.awardNet,
        accountLast4: paperAwardApplications.accountLast4,
      })
      .from(paperAwardApplications)
      .where(eq(paperAwardApplications.userId, userId))
      .orderBy(desc(paperAwardApplications.createdAt))
      .limit(MAX_LISTED),
  ]);
  const listed = [
    ...trials.map((trial) => ({
      at: trial.createdAt,
      item: {
        reference: trial.reference,
        kind: 'trial',
        status: trial.status,
        createTime: trial.createdAt.toISOString(),
        title: trial.title,
        catalogNumber: trial.catalogNumber,
      } satisfies MyApplication,
    })),
    ...awards.map((award) => ({
      at: award.createdAt,
      item: {
        reference: award.reference,
        kind: 'award',
        status: award.status,
        createTime: award.createdAt.toISOString(),
        title: award.title,
        catalogNumber: award.catalogNumber,
        award: { gross: award.gross as 500 | 1000 | 2000 | 3000, tax: award.tax, net: award.net },
        accountMasked: `**** ${award.accountLast4}`,
      } satisfies MyApplication,
    })),
  ];
  return listed
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, MAX_LISTED)
    .map(({ item }) => item);
}
