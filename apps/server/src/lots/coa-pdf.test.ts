import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { demoLots, products } from '../db/demo-data/index.js';
import { coaPdf } from './coa-pdf.js';
import { assayFitOf } from './fits.js';
import { lotOf } from './service.js';

const product = products.find((p) => p.catalogNumber === 'PD1-H5211') as (typeof products)[number];
const demo = demoLots(product)[0];
if (!demo) throw new Error('PD1-H5211 has lots');
// The lot as the database gives it back, through the same conversion the service uses.
const lot = lotOf({
  id: 1,
  productId: 1,
  lotNumber: demo.lotNumber,
  manufacturedOn: demo.manufacturedOn,
  expiresOn: demo.expiresOn,
  concentrationMgMl: demo.concentrationMgMl,
  sdsPurityPercent: demo.sdsPurityPercent,
  reducedBandsKda: demo.reducedBandsKda,
  nonReducedBandsKda: demo.nonReducedBandsKda,
  secMainPeakPercent: demo.secMainPeakPercent,
  endotoxinEuPerUg: demo.endotoxinEuPerUg,
  assayKind: demo.assay?.kind ?? null,
  assayConcentrationsNgMl: demo.assay?.concentrationsNgMl ?? null,
  assayResponses: demo.assay?.responses ?? null,
  assayFit: demo.assay ? assayFitOf(demo.assay.concentrationsNgMl, demo.assay.responses) : null,
});
const content = (lang: 'zh' | 'en') => ({
  lang,
  productName: lang === 'zh' ? product.name.zh : product.name.en,
  catalogNumber: product.catalogNumber,
  lot,
  verifyUrl: `https://shop.example/coa/verify?catalogNumber=PD1-H5211&lot=${lot.lotNumber}`,
});

describe('COA PDF', () => {
  it('makes a one-page A4 PDF per language, titled with catalog and lot number, with a subset font', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const bytes = await coaPdf(content(lang));
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toContain(`PD1-H5211 ${lot.lotNumber}`);
      expect(pdf.getTitle()).toContain(lang === 'zh' ? '分析证书' : 'Certificate of Analysis');
      // The 8 MB font is subset to the glyphs used: the certificate stays an e-mail attachment.
      expect(bytes.length).toBeLessThan(300_000);
    }
  });

  it('gives the same bytes for the same lot', async () => {
    expect(Buffer.from(await coaPdf(content('en'))).equals(Buffer.from(await coaPdf(content('en'))))).toBe(
      true,
    );
  });
});
