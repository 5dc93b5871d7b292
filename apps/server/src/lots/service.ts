import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProductLot } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { productLots, products } from '../db/schema.js';
import type { Lang } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { contractFit } from './fits.js';

type LotRow = typeof productLots.$inferSelect;

/** A stored lot as the contract gives it, with the 4PL fitted to its bioactivity points when it was written. */
export function lotOf(row: LotRow): ProductLot {
  const x = row.assayConcentrationsNgMl;
  const y = row.assayResponses;
  let bioactivity: ProductLot['bioactivity'] = null;
  if (row.assayKind && x && y) {
    bioactivity = {
      assay: row.assayKind,
      concentrationUnit: 'ng/mL',
      responseUnit: 'OD450',
      points: x.map((concentration, i) => ({ concentration, response: y[i] as number })),
      fit: row.assayFit ? contractFit(row.assayFit) : null,
    };
  }
  return {
    lotNumber: row.lotNumber,
    manufacturedOn: row.manufacturedOn,
    expiresOn: row.expiresOn,
    concentrationMgMl: row.concentrationMgMl,
    sdsPurityPercent: row.sdsPurityPercent,
    reducedBandsKda: row.reducedBandsKda,
    nonReducedBandsKda: row.nonReducedBandsKda,
    secMainPeakPercent: row.secMainPeakPercent,
    endotoxinEuPerUg: row.endotoxinEuPerUg,
    bioactivity,
  };
}

/** Lots and their QC: the product page's lot-to-lot table and figures, and what a COA certifies. */
/**
 * A product's lots (none: one row without a lot; an unknown product: no row), as a named prepared
 * statement: every product page asks it, and planning it took longer than running it.
 */
function prepareLotsOfProduct(db: Db) {
  return db
    .select({ productId: products.id, lot: productLots })
    .from(products)
    .leftJoin(productLots, eq(productLots.productId, products.id))
    .where(eq(products.catalogNumber, sql.placeholder('catalogNumber')))
    .orderBy(asc(productLots.manufacturedOn), asc(productLots.lotNumber))
    .prepare('lots_of_product');
}

export class LotsService {
  private readonly lotsOfProduct: ReturnType<typeof prepareLotsOfProduct>;

  constructor(private readonly db: Db) {
    this.lotsOfProduct = prepareLotsOfProduct(db);
  }

  /** A product's lots, oldest first; E0005 for an unknown catalog number. */
  async productLots(catalogNumber: string): Promise<ProductLot[]> {
    const rows = await this.lotsOfProduct.execute({ catalogNumber });
    if (rows.length === 0) throw new DomainError('E0005');
    return rows.flatMap((row) => (row.lot ? [lotOf(row.lot)] : []));
  }

  /**
   * One lot of one product, for its COA and its verification: matched as a customer types them
   * (catalog and lot numbers in any case, surrounding spaces ignored). Null when either is unknown.
   */
  async findLot(
    lang: Lang,
    catalogNumber: string,
    lotNumber: string,
  ): Promise<{ catalogNumber: string; productName: string; lot: ProductLot } | null> {
    const [row] = await this.db
      .select({
        catalogNumber: products.catalogNumber,
        productName: lang === 'en' ? products.nameEn : products.nameZh,
        lot: productLots,
      })
      .from(productLots)
      .innerJoin(products, eq(products.id, productLots.productId))
      .where(
        and(
          sql`lower(${products.catalogNumber}) = lower(${catalogNumber.trim()})`,
          sql`lower(${productLots.lotNumber}) = lower(${lotNumber.trim()})`,
        ),
      )
      .limit(1);
    return row
      ? { catalogNumber: row.catalogNumber, productName: row.productName, lot: lotOf(row.lot) }
      : null;
  }

  /** A product's texts in `lang` and its newest lot, for its datasheet; null for an unknown catalog number. */
  async datasheet(lang: Lang, catalogNumber: string) {
    const en = lang === 'en';
    const [product] = await this.db
      .select({
        id: products.id,
        catalogNumber: products.catalogNumber,
        name: en ? products.nameEn : products.nameZh,
        species: en ? products.speciesEn : products.speciesZh,
        tag: en ? products.tagEn : products.tagZh,
        expressionSystem: en ? products.expressionSystemEn : products.expressionSystemZh,
        conjugate: en ? products.conjugateEn : products.conjugateZh,
        purity: en ? products.purityEn : products.purityZh,
        endotoxin: en ? products.endotoxinEn : products.endotoxinZh,
        molecularWeight: en ? products.molecularWeightEn : products.molecularWeightZh,
        formulation: en ? products.formulationEn : products.formulationZh,
        storage: en ? products.storageEn : products.storageZh,
        description: en ? products.descriptionEn : products.descriptionZh,
      })
      .from(products)
      .where(eq(products.catalogNumber, catalogNumber))
      .limit(1);
    if (!product) return null;
    const [latest] = await this.db
      .select()
      .from(productLots)
      .where(eq(productLots.productId, product.id))
      .orderBy(desc(productLots.manufacturedOn), desc(productLots.lotNumber))
      .limit(1);
    const { id: _id, catalogNumber: number, ...texts } = product;
    return { catalogNumber: number, product: texts, latestLot: latest ? lotOf(latest) : null };
  }
}
