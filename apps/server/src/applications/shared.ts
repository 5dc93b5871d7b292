import { sql } from 'drizzle-orm';
import { areas, industries } from '../accounts/reference-data.js';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';

/** A catalogue product as the applications need it. */
export interface CatalogueProduct {
  id: number;
  catalogNumber: string;
  trialAvailable: boolean;
}

/** The product of a catalog number, whatever its case or surrounding blanks. */
export async function findProduct(db: Db, catalogNumber: string): Promise<CatalogueProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      catalogNumber: products.catalogNumber,
      trialAvailable: products.trialAvailable,
    })
    .from(products)
    .where(sql`lower(${products.catalogNumber}) = ${catalogNumber.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export const knownArea = (id: number): boolean => areas.some((area) => area.id === id);
export const knownIndustry = (id: number): boolean => industries.some((industry) => industry.id === id);

/** A JSON body as the form rules read it: every value a string, as the browser's form holds it. */
export function formValues(input: object): Record<string, string> {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
}
