import { asc, eq } from 'drizzle-orm';
import type { ContentProduct, Service, ServiceSummary } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { products, serviceProducts, services } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';

/** The services pages (issue 14): the list, and one service with the catalogue's products it links to. */
export class ServicesService {
  constructor(private readonly db: Db) {}

  /** Every service in the site's order. */
  async list(ctx: RequestContext): Promise<ServiceSummary[]> {
    const en = ctx.lang === 'en';
    return this.db
      .select({
        id: services.id,
        title: en ? services.titleEn : services.titleZh,
        summary: en ? services.summaryEn : services.summaryZh,
        timeline: en ? services.timelineEn : services.timelineZh,
      })
      .from(services)
      .orderBy(asc(services.sort), asc(services.id));
  }

  /** One service with its related products (those still in the catalogue, in its order); E0005 if unknown. */
  async service(ctx: RequestContext, id: number): Promise<Service> {
    const en = ctx.lang === 'en';
    const [[row], related] = await Promise.all([
      this.db
        .select({
          id: services.id,
          title: en ? services.titleEn : services.titleZh,
          summary: en ? services.summaryEn : services.summaryZh,
          overview: en ? services.overviewEn : services.overviewZh,
          workflow: en ? services.workflowEn : services.workflowZh,
          deliverables: en ? services.deliverablesEn : services.deliverablesZh,
          timeline: en ? services.timelineEn : services.timelineZh,
          sampleRequirements: en ? services.sampleRequirementsEn : services.sampleRequirementsZh,
          updatedOn: services.updatedOn,
        })
        .from(services)
        .where(eq(services.id, id)),
      this.db
        .select({ catalogNumber: products.catalogNumber, name: en ? products.nameEn : products.nameZh })
        .from(serviceProducts)
        .innerJoin(products, eq(products.catalogNumber, serviceProducts.catalogNumber))
        .where(eq(serviceProducts.serviceId, id))
        .orderBy(asc(serviceProducts.sort), asc(products.catalogNumber)),
    ]);
    if (!row) throw new DomainError('E0005');
    return { ...row, products: related satisfies ContentProduct[] };
  }
}
