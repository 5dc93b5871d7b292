import type { PaperAwardAmounts, RewardApplication } from '@storefront/api-client';
import { localeOfContentLanguage } from '@storefront/site';
import { paperAward, paperAwardForm } from '@storefront/validation';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type { AccountsService } from '../accounts/service.js';
import type { Db } from '../db/client.js';
import { idPhotos, paperAwardApplications } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { fieldIssueText, formFieldMessages } from '../domain/forms.js';
import type { FieldCipher } from './data-key.js';
import { ID_PHOTO_LIFETIME_MS } from './id-photos.js';
import { applicationMessage } from './messages.js';
import { type CatalogueProduct, findProduct, formValues, knownArea } from './shared.js';

/** Award applications per client address (the contract's 5 an hour). */
export const AWARD_LIMIT: Limit = { max: 5, windowSeconds: 3600 };

/** An award application as stored (the insert's RETURNING row). */
export type StoredAwardApplication = typeof paperAwardApplications.$inferSelect;

/** One paper, one application: the DOI as stored and compared. */
export const normalisedDoi = (doi: string): string => doi.trim().toLowerCase();

/** The award's amounts of a stored application, as the contract answers them. */
export const awardAmounts = (row: StoredAwardApplication): PaperAwardAmounts => ({
  gross: row.awardGross as PaperAwardAmounts['gross'],
  tax: row.awardTax,
  net: row.awardNet,
});

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Paper award applications (SPEC §3, §9): the form's rules, a catalogue product, the amount of the impact
 * factor's tier, two unused photos of the last 24 hours and the e-mailed code of the scene `reward`; one
 * application per DOI. The ID number and the bank account are sealed before they are written.
 */
export class AwardApplicationsService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly accounts: AccountsService,
    private readonly cipher: FieldCipher,
  ) {}

  private doiTaken(ctx: RequestContext): DomainError {
    return new DomainError('E0006', { message: applicationMessage('doiTaken', ctx.lang) });
  }

  async apply(ctx: RequestContext, input: RewardApplication): Promise<StoredAwardApplication> {
    const { lang } = ctx;
    const fields = formFieldMessages(paperAwardForm, formValues(input), lang);
    let product: CatalogueProduct | undefined;
    if (!fields.sku) {
      product = await findProduct(this.db, input.sku);
      if (!product) fields.sku = applicationMessage('unknownProduct', lang);
    }
    if (!fields.areaId && !knownArea(input.areaId))
      fields.areaId = fieldIssueText(paperAwardForm, 'areaId', 'required', lang);
    const award = paperAward([input.influenceFactor]);
    if (!fields.influenceFactor && award?.gross !== input.bonusAmount)
      fields.bonusAmount = applicationMessage('wrongAward', lang);
    const photoIds = [input.imageId1, input.imageId2];
    const usable = await this.db
      .select({ id: idPhotos.id })
      .from(idPhotos)
      .where(
        and(
          inArray(idPhotos.id, photoIds),
          isNull(idPhotos.applicationId),
          gt(idPhotos.createdAt, new Date(Date.now() - ID_PHOTO_LIFETIME_MS)),
        ),
      );
    const found = new Set(usable.map((photo) => photo.id));
    if (!fields.imageId1 && !found.has(input.imageId1))
      fields.imageId1 = applicationMessage('photoMissing', lang);
    // The back must be a photo of its own, not the front's id again.
    if (!fields.imageId2 && (!found.has(input.imageId2) || input.imageId2 === input.imageId1))
      fields.imageId2 = applicationMessage('photoMissing', lang);
    if (Object.keys(fields).length > 0 || !product || !award) throw new DomainError('E0002', { fields });

    const doi = normalisedDoi(input.doi);
    // The clear answer for the usual case; the unique index below decides between simultaneous ones.
    const [taken] = await this.db
      .select({ id: paperAwardApplications.id })
      .from(paperAwardApplications)
      .where(eq(paperAwardApplications.doi, doi));
    if (taken) throw this.doiTaken(ctx);

    await this.limiter.hit(`form:paper_reward:ip:${ctx.clientIp}`, AWARD_LIMIT);
    if (!(await this.accounts.consumeApplicationCode(ctx, input.email, 'reward', input.Verification))) {
      throw new DomainError('E0002', { fields: { Verification: applicationMessage('code', lang) } });
    }
    const account = input.remittancesAccount.replace(/\s+/g, '');
    const productFound = product;
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paperAwardApplications)
          .values({
            name: input.name.trim(),
            company: input.company.trim(),
            department: input.department.trim(),
            areaId: input.areaId,
            email: input.email.trim(),
            education: input.education.trim(),
            idNumberSealed: this.cipher.seal(input.idNumber.trim().toUpperCase()),
            mentor: input.mentor.trim(),
            labAddress: input.labAddress.trim(),
            labPhone: input.labPhone.trim(),
            paperTitle: input.paperTitle.trim(),
            journal: input.magazinePublished.trim(),
            impactFactor: input.influenceFactor,
            issueDate: input.issueTime,
            doi,
            firstAuthor: input.firstAuthor.trim(),
            correspondingAuthor: input.correspondingAuthor.trim(),
            productId: productFound.id,
            catalogNumber: productFound.catalogNumber,
            productName: input.productName.trim(),
            packageBought: input.buyPackaging.trim(),
            distributor: input.distr.trim(),
            accountHolder: input.username.trim(),
            accountSealed: this.cipher.seal(account),
            accountLast4: account.slice(-4),
            bank: input.openingBank.trim(),
            awardGross: award.gross,
            awardTax: award.tax,
            awardNet: award.net,
            userId: ctx.user?.id ?? null,
            locale: localeOfContentLanguage(lang),
          })
          .returning();
        if (!row) throw new Error('insert into paper_award_applications returned no row');
        const bound = await tx
          .update(idPhotos)
          .set({ applicationId: row.id })
          .where(and(inArray(idPhotos.id, photoIds), isNull(idPhotos.applicationId)))
          .returning({ id: idPhotos.id });
        // Another application took a photo in the meantime: this one is not stored.
        if (bound.length !== 2) {
          throw new DomainError('E0002', { fields: { imageId1: applicationMessage('photoMissing', lang) } });
        }
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw this.doiTaken(ctx);
      throw error;
    }
  }
}
