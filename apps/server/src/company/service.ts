import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  AboutUs,
  ContactChannel,
  ContactDirectory,
  InvestorDocument,
  InvestorDocumentKind,
  InvestorRelations,
  Office,
  RichDocument,
} from '../contract/types.js';
import type { Db } from '../db/client.js';
import {
  companyMilestones,
  companyOffices,
  companySections,
  contactChannels,
  investorDocuments,
  richDocuments,
} from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';

/** Site path of an investor document's PDF (served by `registerCompanyFiles`). */
export function investorDocumentPath(id: number): string {
  return `/files/investor-documents/${id}`;
}

export interface InvestorFile {
  fileName: string;
  file: Uint8Array;
}

/** About us, investors, the contact directory and the stored legal documents, in the request language. */
export class CompanyService {
  constructor(private readonly db: Db) {}

  async aboutUs(ctx: RequestContext): Promise<AboutUs> {
    const en = ctx.lang === 'en';
    const [sections, milestones, offices] = await Promise.all([
      this.sections(ctx, 'about'),
      this.db
        .select({
          year: companyMilestones.year,
          text: en ? companyMilestones.textEn : companyMilestones.textZh,
        })
        .from(companyMilestones)
        .orderBy(asc(companyMilestones.year), asc(companyMilestones.id)),
      this.offices(ctx),
    ]);
    return { sections, milestones, offices };
  }

  async contactDirectory(ctx: RequestContext): Promise<ContactDirectory> {
    const [channels, offices] = await Promise.all([this.channels(ctx), this.offices(ctx)]);
    return { channels: channels.filter((c) => c.key !== 'investors'), offices };
  }

  async investorRelations(ctx: RequestContext, kind?: InvestorDocumentKind): Promise<InvestorRelations> {
    const en = ctx.lang === 'en';
    const [sections, rows, channels] = await Promise.all([
      this.sections(ctx, 'investors'),
      this.db
        .select({
          id: investorDocuments.id,
          kind: investorDocuments.kind,
          title: en ? investorDocuments.titleEn : investorDocuments.titleZh,
          publishDate: investorDocuments.publishDate,
          fileName: investorDocuments.fileName,
          fileSize: sql<number>`octet_length(${investorDocuments.file})`.mapWith(Number),
        })
        .from(investorDocuments)
        .where(kind ? eq(investorDocuments.kind, kind) : undefined)
        .orderBy(desc(investorDocuments.publishDate), desc(investorDocuments.id)),
      this.channels(ctx),
    ]);
    const documents: InvestorDocument[] = rows.map((row) => ({
      ...row,
      fileUrl: investorDocumentPath(row.id),
    }));
    return { sections, documents, contact: channels.find((c) => c.key === 'investors') ?? null };
  }

  /** An investor document's PDF; E0005 for an unknown id. */
  async investorFile(id: number): Promise<InvestorFile> {
    const [row] = await this.db
      .select({ fileName: investorDocuments.fileName, file: investorDocuments.file })
      .from(investorDocuments)
      .where(eq(investorDocuments.id, id));
    if (!row) throw new DomainError('E0005');
    return row;
  }

  /** A stored legal or brand document by its link id; E0005 for an unknown id. */
  async richDocument(_ctx: RequestContext, fileId: string): Promise<RichDocument> {
    const [row] = await this.db
      .select({
        fileId: richDocuments.fileId,
        kind: richDocuments.kind,
        title: richDocuments.title,
        content: richDocuments.body,
        updatedOn: richDocuments.updatedOn,
      })
      .from(richDocuments)
      .where(eq(richDocuments.fileId, fileId));
    if (!row) throw new DomainError('E0005');
    return row;
  }

  private sections(ctx: RequestContext, page: 'about' | 'investors') {
    const en = ctx.lang === 'en';
    return this.db
      .select({
        id: companySections.id,
        key: companySections.key,
        title: en ? companySections.titleEn : companySections.titleZh,
        content: en ? companySections.bodyEn : companySections.bodyZh,
      })
      .from(companySections)
      .where(eq(companySections.page, page))
      .orderBy(asc(companySections.sort), asc(companySections.id));
  }

  private offices(ctx: RequestContext): Promise<Office[]> {
    const en = ctx.lang === 'en';
    return this.db
      .select({
        id: companyOffices.id,
        kind: companyOffices.kind,
        name: en ? companyOffices.nameEn : companyOffices.nameZh,
        city: en ? companyOffices.cityEn : companyOffices.cityZh,
        address: en ? companyOffices.addressEn : companyOffices.addressZh,
        postalCode: companyOffices.postalCode,
        countryCode: companyOffices.countryCode,
        phone: companyOffices.phone,
        email: companyOffices.email,
        hours: en ? companyOffices.hoursEn : companyOffices.hoursZh,
      })
      .from(companyOffices)
      .orderBy(asc(companyOffices.sort), asc(companyOffices.id));
  }

  private channels(ctx: RequestContext): Promise<ContactChannel[]> {
    const en = ctx.lang === 'en';
    return this.db
      .select({
        key: contactChannels.key,
        title: en ? contactChannels.titleEn : contactChannels.titleZh,
        description: en ? contactChannels.descriptionEn : contactChannels.descriptionZh,
        phone: contactChannels.phone,
        email: contactChannels.email,
      })
      .from(contactChannels)
      .orderBy(asc(contactChannels.sort));
  }
}
