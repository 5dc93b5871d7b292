import { count, sql } from 'drizzle-orm';
import { paragraphsToRichText, sanitizeRichText } from '../content/rich-text.js';
import type { ServerConfig } from '../env.js';
import { assayFitOf } from '../lots/fits.js';
import { indexCompanyContent, indexContent, indexProducts, indexServices } from '../search/indexer.js';
import type { Db } from './client.js';
import type { DemoArticle, DemoLot, DemoMeeting, DemoProduct } from './demo-data/index.js';
import * as demo from './demo-data/index.js';
import {
  articleProducts,
  articles,
  banners,
  categories,
  companyMilestones,
  companyOffices,
  companySections,
  contactChannels,
  dict,
  distributors,
  globalCfg,
  hotKeywords,
  investorDocuments,
  jobs,
  meetingProducts,
  meetings,
  productLots,
  productSizes,
  products,
  recruitmentConfig,
  references,
  resources,
  richDocuments,
  serviceProducts,
  services,
  targetNames,
} from './schema.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (~28 columns). */
const BATCH = 1000;

/** Arbitrary constant shared by every server process so that only one of them seeds. */
const SEED_LOCK_KEY = 72_410_001;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function productRow(p: DemoProduct): typeof products.$inferInsert {
  return {
    catalogNumber: p.catalogNumber,
    categoryId: p.categoryId,
    nameZh: p.name.zh,
    nameEn: p.name.en,
    target: p.target,
    speciesZh: p.species.zh,
    speciesEn: p.species.en,
    tagZh: p.tag.zh,
    tagEn: p.tag.en,
    expressionSystemZh: p.expressionSystem.zh,
    expressionSystemEn: p.expressionSystem.en,
    conjugateZh: p.conjugate.zh,
    conjugateEn: p.conjugate.en,
    purityZh: p.purity.zh,
    purityEn: p.purity.en,
    endotoxinZh: p.endotoxin.zh,
    endotoxinEn: p.endotoxin.en,
    molecularWeightZh: p.molecularWeight.zh,
    molecularWeightEn: p.molecularWeight.en,
    formulationZh: p.formulation.zh,
    formulationEn: p.formulation.en,
    storageZh: p.storage.zh,
    storageEn: p.storage.en,
    descriptionZh: p.description.zh,
    descriptionEn: p.description.en,
    isNew: p.isNew,
    isHot: p.isHot,
    popularRank: p.popularRank,
    trialAvailable: p.trialAvailable ?? true,
  };
}

function lotRow(productId: number, lot: DemoLot): typeof productLots.$inferInsert {
  return {
    productId,
    lotNumber: lot.lotNumber,
    manufacturedOn: lot.manufacturedOn,
    expiresOn: lot.expiresOn,
    concentrationMgMl: lot.concentrationMgMl,
    sdsPurityPercent: lot.sdsPurityPercent,
    reducedBandsKda: lot.reducedBandsKda,
    nonReducedBandsKda: lot.nonReducedBandsKda,
    secMainPeakPercent: lot.secMainPeakPercent,
    endotoxinEuPerUg: lot.endotoxinEuPerUg,
    assayKind: lot.assay?.kind ?? null,
    assayConcentrationsNgMl: lot.assay?.concentrationsNgMl ?? null,
    assayResponses: lot.assay?.responses ?? null,
    assayFit: lot.assay ? assayFitOf(lot.assay.concentrationsNgMl, lot.assay.responses) : null,
  };
}

/**
 * Inserts products with their sizes and lots in batches, and indexes them for the search in the same
 * transaction. Products whose catalog number already exists are skipped (so the benchmark seeder can
 * be re-run). Returns how many products were inserted.
 */
export async function insertProducts(tx: Tx | Db, list: readonly DemoProduct[]): Promise<number> {
  const insertedIds: number[] = [];
  for (const batch of chunks(list)) {
    const rows = await tx
      .insert(products)
      .values(batch.map(productRow))
      .onConflictDoNothing({ target: products.catalogNumber })
      .returning({ id: products.id, catalogNumber: products.catalogNumber });
    insertedIds.push(...rows.map((r) => r.id));
    const idByCatalogNumber = new Map(rows.map((r) => [r.catalogNumber, r.id]));
    const sizes = batch.flatMap((p) => {
      const productId = idByCatalogNumber.get(p.catalogNumber);
      if (productId === undefined) return [];
      return p.sizes.map((s, sort) => ({ productId, size: s.size, priceFen: s.priceFen, sort }));
    });
    for (const sizeBatch of chunks(sizes)) await tx.insert(productSizes).values(sizeBatch);
    const lots = batch.flatMap((p) => {
      const productId = idByCatalogNumber.get(p.catalogNumber);
      return productId === undefined ? [] : demo.demoLots(p).map((lot) => lotRow(productId, lot));
    });
    for (const lotBatch of chunks(lots)) await tx.insert(productLots).values(lotBatch);
  }
  await indexProducts(tx, insertedIds);
  return insertedIds.length;
}

/**
 * Inserts articles in batches, their bodies as sanitised rich text (the demo's paragraphs), with the
 * products they name, and indexes them for the search's content tab, in the same transaction.
 */
export async function insertArticles(tx: Tx | Db, list: readonly DemoArticle[]): Promise<number> {
  const ids: number[] = [];
  const links: (typeof articleProducts.$inferInsert)[] = [];
  for (const batch of chunks(list)) {
    const rows = await tx
      .insert(articles)
      .values(
        batch.map((a) => ({
          titleZh: a.title.zh,
          titleEn: a.title.en,
          summaryZh: a.summary.zh,
          summaryEn: a.summary.en,
          contentZh: sanitizeRichText(paragraphsToRichText(a.content.zh)),
          contentEn: sanitizeRichText(paragraphsToRichText(a.content.en)),
          category: a.category,
          publishDate: a.publishDate,
          cover: a.cover,
        })),
      )
      .returning({ id: articles.id });
    rows.forEach((row, index) => {
      (batch[index]?.catalogNumbers ?? []).forEach((catalogNumber, sort) => {
        links.push({ articleId: row.id, catalogNumber, sort });
      });
    });
    ids.push(...rows.map((r) => r.id));
  }
  for (const batch of chunks(links)) await tx.insert(articleProducts).values(batch);
  await indexContent(tx, { articles: ids });
  return ids.length;
}

/** Inserts meetings (agendas sanitised) with the products shown, and indexes them for the content tab. */
export async function insertMeetings(tx: Tx | Db, list: readonly DemoMeeting[]): Promise<number> {
  const ids: number[] = [];
  for (const m of list) {
    const [row] = await tx
      .insert(meetings)
      .values({
        titleZh: m.title.zh,
        titleEn: m.title.en,
        summaryZh: m.summary.zh,
        summaryEn: m.summary.en,
        agendaZh: sanitizeRichText(m.agenda.zh),
        agendaEn: sanitizeRichText(m.agenda.en),
        startDate: m.startDate,
        endDate: m.endDate,
        cityZh: m.city.zh,
        cityEn: m.city.en,
        venueZh: m.venue.zh,
        venueEn: m.venue.en,
        booth: m.booth,
        cover: m.cover,
      })
      .returning({ id: meetings.id });
    if (!row) throw new Error('insert into meetings returned no row');
    ids.push(row.id);
    if (m.catalogNumbers.length > 0) {
      await tx
        .insert(meetingProducts)
        .values(m.catalogNumbers.map((catalogNumber, sort) => ({ meetingId: row.id, catalogNumber, sort })));
    }
  }
  await indexContent(tx, { meetings: ids });
  return ids.length;
}

/**
 * The about-us and investors sections, the history, the offices and contact channels, the investor
 * documents with their PDFs (generated here, the same bytes on every start) and the legal and brand
 * documents. Rich text goes through the same sanitiser as any other write.
 */
export async function insertCompanyContent(tx: Tx | Db): Promise<void> {
  await tx.insert(companySections).values(
    demo.companySections.map((section, sort) => ({
      id: section.id,
      page: section.page,
      key: section.key,
      sort,
      titleZh: section.title.zh,
      titleEn: section.title.en,
      bodyZh: sanitizeRichText(section.body.zh),
      bodyEn: sanitizeRichText(section.body.en),
      updatedOn: section.updatedOn,
    })),
  );
  await tx
    .insert(companyMilestones)
    .values(demo.milestones.map((m) => ({ year: m.year, textZh: m.text.zh, textEn: m.text.en })));
  await tx.insert(companyOffices).values(
    demo.offices.map((o, sort) => ({
      kind: o.kind,
      sort,
      nameZh: o.name.zh,
      nameEn: o.name.en,
      cityZh: o.city.zh,
      cityEn: o.city.en,
      addressZh: o.address.zh,
      addressEn: o.address.en,
      postalCode: o.postalCode,
      countryCode: o.countryCode,
      phone: o.phone,
      email: o.email,
      hoursZh: o.hours.zh,
      hoursEn: o.hours.en,
    })),
  );
  await tx.insert(contactChannels).values(
    demo.contactChannels.map((c, sort) => ({
      key: c.key,
      sort,
      titleZh: c.title.zh,
      titleEn: c.title.en,
      descriptionZh: c.description.zh,
      descriptionEn: c.description.en,
      phone: c.phone,
      email: c.email,
    })),
  );
  const { investorPdf } = await import('../company/investor-pdf.js');
  const documents = await Promise.all(
    demo.investorDocuments.map(async (d) => ({
      kind: d.kind,
      titleZh: d.title.zh,
      titleEn: d.title.en,
      publishDate: d.publishDate,
      fileName: d.fileName,
      file: Buffer.from(
        await investorPdf({ title: d.title.en, publishDate: d.publishDate, paragraphs: d.paragraphs }),
      ),
    })),
  );
  await tx.insert(investorDocuments).values(documents);
  await tx
    .insert(richDocuments)
    .values(demo.richDocuments.map((d) => ({ ...d, body: sanitizeRichText(d.body) })));
  await indexCompanyContent(tx);
}

async function insertAll<T extends Record<string, unknown>>(
  rows: T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (const batch of chunks(rows)) await insert(batch);
}

/**
 * Whether a start loads the demo data (into an empty catalogue). SEED_DEMO decides when set; otherwise
 * only the embedded database gets it, so that README's first command shows a working site while a
 * deployment on DATABASE_URL starts empty instead of selling invented products.
 */
export function shouldSeedDemoData(config: Pick<ServerConfig, 'databaseUrl' | 'seedDemo'>): boolean {
  return config.seedDemo ?? config.databaseUrl === null;
}

/** The careers page's sections and the open positions (issue 13). */
export async function insertRecruitment(tx: Tx): Promise<void> {
  const config = demo.recruitmentConfig;
  await tx.insert(recruitmentConfig).values({
    id: 1,
    salaryZh: config.salary.zh,
    salaryEn: config.salary.en,
    welfareZh: config.welfare.zh,
    welfareEn: config.welfare.en,
    contentZh: config.content.zh,
    contentEn: config.content.en,
    requirementsZh: config.requirements.zh,
    requirementsEn: config.requirements.en,
  });
  const inserted = await tx
    .insert(jobs)
    .values(
      demo.jobs.map((job) => ({
        titleZh: job.title.zh,
        titleEn: job.title.en,
        departmentZh: job.department.zh,
        departmentEn: job.department.en,
        locationZh: job.location.zh,
        locationEn: job.location.en,
        headcount: job.headcount,
        contentZh: job.content.zh,
        contentEn: job.content.en,
        requirementsZh: job.requirements.zh,
        requirementsEn: job.requirements.en,
        isHot: job.isHot,
        publishDate: job.publishDate,
      })),
    )
    .returning({ id: jobs.id });
  await indexContent(tx, { jobs: inserted.map((job) => job.id) });
}

/** The services pages with the products they link to (issue 14), indexed for the search's service tab. */
export async function insertServices(tx: Tx): Promise<void> {
  const inserted = await tx
    .insert(services)
    .values(
      demo.services.map((s, sort) => ({
        sort,
        titleZh: s.title.zh,
        titleEn: s.title.en,
        summaryZh: s.summary.zh,
        summaryEn: s.summary.en,
        overviewZh: sanitizeRichText(s.overview.zh),
        overviewEn: sanitizeRichText(s.overview.en),
        workflowZh: s.workflow.zh,
        workflowEn: s.workflow.en,
        deliverablesZh: s.deliverables.zh,
        deliverablesEn: s.deliverables.en,
        timelineZh: s.timeline.zh,
        timelineEn: s.timeline.en,
        sampleRequirementsZh: s.sampleRequirements.zh,
        sampleRequirementsEn: s.sampleRequirements.en,
        updatedOn: s.updatedOn,
      })),
    )
    .returning({ id: services.id });
  await tx.insert(serviceProducts).values(
    demo.services.flatMap((s, i) =>
      s.catalogNumbers.map((catalogNumber, sort) => ({
        serviceId: (inserted[i] as { id: number }).id,
        catalogNumber,
        sort,
      })),
    ),
  );
  await indexServices(tx);
}

/** How a resource PDF's heading names its kind. */
const RESOURCE_KIND_LABELS: Record<demo.DemoResource['kind'], { zh: string; en: string }> = {
  manual: { zh: '产品说明书', en: 'Product manual' },
  brochure: { zh: '产品手册', en: 'Brochure' },
  note: { zh: '应用与技术笔记', en: 'Application and technical note' },
  sds: { zh: '安全技术说明书', en: 'Safety data sheet' },
  poster: { zh: '学术海报', en: 'Poster' },
};

/**
 * The downloadable resources of /resources (issue 14) with their PDFs in each language they are
 * published in, generated here: the same bytes on every start.
 */
export async function insertResources(tx: Tx | Db): Promise<void> {
  const { resourcePdf } = await import('../resources/resource-pdf.js');
  const pdfOf = (r: demo.DemoResource, lang: 'zh' | 'en') =>
    resourcePdf({
      lang,
      kindLabel: RESOURCE_KIND_LABELS[r.kind][lang],
      title: r.title[lang],
      publishDate: r.publishDate,
      sections: r.sections.map((s) => ({
        heading: s.heading[lang],
        paragraphs: s.paragraphs.map((p) => p[lang]),
      })),
    });
  const rows = [];
  for (const r of demo.resources) {
    rows.push({
      kind: r.kind,
      titleZh: r.title.zh,
      titleEn: r.title.en,
      publishDate: r.publishDate,
      fileNameZh: r.fileName.zh ?? null,
      fileZh: r.fileName.zh ? Buffer.from(await pdfOf(r, 'zh')) : null,
      fileNameEn: r.fileName.en,
      fileEn: Buffer.from(await pdfOf(r, 'en')),
    });
  }
  await tx.insert(resources).values(rows);
}

/**
 * Loads the bilingual demo catalogue and content, once: when the catalogue is empty. Runs in one
 * transaction under an advisory lock so that concurrent first starts neither fail nor double-seed.
 * Returns true when it seeded.
 */
export async function seedDemoDataIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(categories);
    if ((row?.n ?? 0) > 0) return false;

    await insertAll(
      demo.categories.map((c) => ({
        id: c.id,
        pid: c.pid,
        nameZh: c.name.zh,
        nameEn: c.name.en,
        sort: c.sort,
        visible: c.visible,
      })),
      (b) => tx.insert(categories).values(b),
    );
    // Before the products: their search index reads every name of their targets.
    await insertAll(
      demo.targetNames.flatMap((t) => [
        ...(t.symbol ? [{ target: t.target, kind: 'symbol' as const, name: t.symbol }] : []),
        ...t.aliases.map((name) => ({ target: t.target, kind: 'alias' as const, name })),
        ...t.en.map((name) => ({ target: t.target, kind: 'en' as const, name })),
        ...t.zh.map((name) => ({ target: t.target, kind: 'zh' as const, name })),
      ]),
      (b) => tx.insert(targetNames).values(b).onConflictDoNothing(),
    );
    await insertProducts(tx, demo.products);
    await insertAll(
      demo.banners.map((b) => ({
        titleZh: b.title.zh,
        titleEn: b.title.en,
        subtitleZh: b.subtitle.zh,
        subtitleEn: b.subtitle.en,
        link: b.link,
        image: b.image,
        sort: b.sort,
      })),
      (b) => tx.insert(banners).values(b),
    );
    await insertArticles(tx, demo.articles);
    await insertMeetings(tx, demo.meetings);
    await insertAll(
      demo.references.map((r) => ({ ...r })),
      (b) => tx.insert(references).values(b),
    );
    await indexContent(tx, {
      citations: (await tx.select({ id: references.id }).from(references)).map((r) => r.id),
    });
    await insertAll(
      demo.distributors.map((d) => ({
        nameZh: d.name.zh,
        nameEn: d.name.en,
        countryZh: d.country.zh,
        countryEn: d.country.en,
        countryCode: d.countryCode.toUpperCase(),
        regionZh: d.region.zh,
        regionEn: d.region.en,
        email: d.email,
        phone: d.phone,
        website: d.website,
        addressZh: d.address.zh,
        addressEn: d.address.en,
      })),
      (b) => tx.insert(distributors).values(b),
    );
    await insertAll(
      demo.globalCfg.map((g) => ({ key: g.key, valueZh: g.value.zh, valueEn: g.value.en })),
      (b) => tx.insert(globalCfg).values(b),
    );
    await insertAll(
      demo.dict.map((d, sort) => ({
        type: d.type,
        code: d.code,
        labelZh: d.label.zh,
        labelEn: d.label.en,
        sort,
      })),
      (b) => tx.insert(dict).values(b),
    );
    await insertAll(
      demo.hotKeywords.map((k) => ({ keywordZh: k.keyword.zh, keywordEn: k.keyword.en, count: k.count })),
      (b) => tx.insert(hotKeywords).values(b),
    );
    await insertCompanyContent(tx);
    await insertRecruitment(tx);
    await insertServices(tx);
    await insertResources(tx);
    return true;
  });
}
