import type { TrialApplication } from '@storefront/api-client';
import { localeOfContentLanguage } from '@storefront/site';
import { trialApplicationForm } from '@storefront/validation';
import { eq } from 'drizzle-orm';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type { AccountsService } from '../accounts/service.js';
import type { Db } from '../db/client.js';
import { categories, trialApplications } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { fieldIssueText, formFieldMessages } from '../domain/forms.js';
import { applicationMessage } from './messages.js';
import { type CatalogueProduct, findProduct, formValues, knownArea, knownIndustry } from './shared.js';

/** Applications per client address: a lab asks for a few samples, a script would empty the stock. */
export const TRIAL_LIMIT: Limit = { max: 5, windowSeconds: 3600 };

/** A trial application as stored (the insert's RETURNING row). */
export type StoredTrialApplication = typeof trialApplications.$inferSelect;

/**
 * Free trial sample applications (SPEC §3): stored once the form's rules pass, the product is in the
 * catalogue and offered for trial (`products.trial_available`), the category, area and segment exist and
 * the e-mailed code of the scene `trial` is right.
 */
export class TrialApplicationsService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly accounts: AccountsService,
  ) {}

  async apply(ctx: RequestContext, input: TrialApplication): Promise<StoredTrialApplication> {
    const { lang } = ctx;
    const fields = formFieldMessages(trialApplicationForm, formValues(input), lang);
    // An id that names nothing is no choice at all: the form's own 'Please select ...'.
    const unselected = (field: 'treeId' | 'areaId' | 'industryId') =>
      fieldIssueText(trialApplicationForm, field, 'required', lang);
    let product: CatalogueProduct | undefined;
    if (!fields.sku) {
      product = await findProduct(this.db, input.sku);
      if (!product) fields.sku = applicationMessage('unknownProduct', lang);
      else if (!product.trialAvailable) fields.sku = applicationMessage('notForTrial', lang);
    }
    if (!fields.treeId) {
      const [category] = await this.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.treeId));
      if (!category) fields.treeId = unselected('treeId');
    }
    if (!fields.areaId && !knownArea(input.areaId)) fields.areaId = unselected('areaId');
    if (!fields.industryId && !knownIndustry(input.industryId)) fields.industryId = unselected('industryId');
    if (Object.keys(fields).length > 0 || !product) throw new DomainError('E0002', { fields });

    // Counted before the code is used up, so that a refused (over the limit) request keeps the code.
    await this.limiter.hit(`form:try_out:ip:${ctx.clientIp}`, TRIAL_LIMIT);
    if (!(await this.accounts.consumeApplicationCode(ctx, input.email, 'trial', input.Verification))) {
      throw new DomainError('E0002', { fields: { Verification: applicationMessage('code', lang) } });
    }
    const [row] = await this.db
      .insert(trialApplications)
      .values({
        productId: product.id,
        catalogNumber: product.catalogNumber,
        productName: input.productName.trim(),
        productApplication: input.productApplication.trim(),
        treeId: input.treeId,
        name: input.name.trim(),
        department: input.department.trim(),
        company: input.company.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        address: input.address.trim(),
        industryId: input.industryId,
        areaId: input.areaId,
        userId: ctx.user?.id ?? null,
        locale: localeOfContentLanguage(lang),
      })
      .returning();
    if (!row) throw new Error('insert into trial_applications returned no row');
    return row;
  }
}
