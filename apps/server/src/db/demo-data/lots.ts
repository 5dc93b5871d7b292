import type { DemoLot, DemoProduct } from './types';
import { hash32, mulberry32 } from './util';

/** What a product's text says about the protein, which its lots' QC must agree with. */
interface Protein {
  /** Apparent size on reducing SDS-PAGE (kDa), the middle of the range the product states. */
  reducedKda: number;
  /** A disulfide-linked homodimer (Fc fusions) runs at twice its size without reductant. */
  dimer: boolean;
  /**
   * A target protein released on its binding or cell activity; enzymes (whose text gives no SDS-PAGE
   * range) are released on their enzymatic activity instead, which is no dose-response curve.
   */
  bioactive: boolean;
}

function proteinOf(product: DemoProduct): Protein | null {
  const text = product.molecularWeight.en;
  const calculated = /Calculated ([\d.]+) kDa/.exec(text);
  if (!calculated) return null; // kits: no single protein to run on a gel
  const range = /about (\d+)-(\d+) kDa/.exec(text);
  const reducedKda = range ? (Number(range[1]) + Number(range[2])) / 2 : Number(calculated[1]);
  return { reducedKda, dimer: text.includes('homodimer'), bioactive: range !== null };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function addMonths(isoDay: string, months: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDate(d.getTime());
}

/**
 * The raw points of a lot's bioactivity assay: a 3-fold dilution series of ten points around the
 * lot's EC50, on a four-parameter logistic with a plate reader's noise. ELISA binding reads in the
 * tens of ng/mL; cell-based proliferation assays respond to well under 1 ng/mL.
 */
function assayPoints(
  rng: () => number,
  kind: 'elisa' | 'cell',
  productEc50: number,
): NonNullable<DemoLot['assay']> {
  const ec50 = productEc50 * (0.8 + rng() * 0.4); // lot-to-lot within ±20%
  const bottom = 0.05 + rng() * 0.06;
  const top = kind === 'elisa' ? 2.6 + rng() * 0.6 : 1.6 + rng() * 0.5;
  const hill = 0.9 + rng() * 0.5;
  const highest = ec50 * 81;
  const concentrationsNgMl: number[] = [];
  const responses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const x = highest / 3 ** i;
    const y = bottom + (top - bottom) / (1 + (ec50 / x) ** hill);
    const noise = 1 + (rng() - 0.5) * 0.06;
    concentrationsNgMl.push(round(x, 4));
    responses.push(round(y * noise, 3));
  }
  return { kind, concentrationsNgMl, responses };
}

/**
 * 2-5 lots for a product, newest last, deterministic (seeded by the catalog number): made every 3-9
 * months up to mid-2026, each lot within release specifications (SDS-PAGE > 95%, SEC main peak > 90%,
 * endotoxin < 0.1 EU/µg) with the small scatter of real production. Lot numbers are the catalog
 * number's suffix, the year and month made, and a letter (`H5211-2405A`).
 */
export function demoLots(product: DemoProduct): DemoLot[] {
  const rng = mulberry32(hash32(`lots|${product.catalogNumber}`));
  const count = 2 + Math.floor(rng() * 4);
  const protein = proteinOf(product);
  const kind: 'elisa' | 'cell' = /bioassays/i.test(product.description.en) ? 'cell' : 'elisa';
  const productEc50 = kind === 'cell' ? 0.05 + rng() * 2 : 5 + rng() * 120;
  const lyophilized = /lyophili/i.test(product.formulation.en);
  const suffix = product.catalogNumber.includes('-')
    ? product.catalogNumber.split('-')[1]
    : product.catalogNumber;
  const shelfMonths = lyophilized ? 24 : 12;

  let made = Date.UTC(2026, 5, 1) - Math.floor(rng() * 120) * 86_400_000;
  const dates: number[] = [];
  for (let i = 0; i < count; i++) {
    dates.unshift(made);
    made -= (90 + Math.floor(rng() * 180)) * 86_400_000;
  }
  return dates.map((ms, i) => {
    const manufacturedOn = isoDate(ms);
    const yymm = manufacturedOn.slice(2, 4) + manufacturedOn.slice(5, 7);
    const reduced = protein ? round(protein.reducedKda * (0.97 + rng() * 0.06), 1) : null;
    return {
      lotNumber: `${suffix}-${yymm}${String.fromCharCode(65 + i)}`,
      manufacturedOn,
      expiresOn: addMonths(manufacturedOn, shelfMonths),
      concentrationMgMl: protein ? round((lyophilized ? 0.5 : 0.2) * (0.94 + rng() * 0.12), 2) : null,
      sdsPurityPercent: protein ? round(95.5 + rng() * 3.8, 1) : null,
      reducedBandsKda: reduced === null ? null : [reduced],
      // Without reductant the intra-chain disulfides keep the protein compact: it runs a little faster.
      nonReducedBandsKda:
        reduced === null ? null : [round(protein?.dimer ? reduced * 1.9 : reduced * 0.94, 1)],
      secMainPeakPercent: protein ? round(92 + rng() * 7.5, 1) : null,
      endotoxinEuPerUg: protein ? round(0.005 + rng() * 0.09, 3) : null,
      assay: !protein?.bioactive ? null : assayPoints(rng, kind, productEc50),
    };
  });
}
