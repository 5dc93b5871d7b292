import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductLot } from '../contract/types.js';
import * as demo from '../db/demo-data/index.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';
import { fitFourParameterLogistic } from './four-parameter-logistic.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = <T>(url: string) => callOperation<T>(ctx.app, 'listProductLots', url, {});
const demoProduct = (n: string) => demo.products.find((p) => p.catalogNumber === n) as demo.DemoProduct;

describe('GET /product/{catalogNumber}/lots (listProductLots)', () => {
  it('answers the seeded lots oldest first, with the QC numbers stored and the EC50 fitted', async () => {
    const res = await get<ProductLot[]>('/api/v1/product/PD1-H5211/lots');
    expect(res.status).toBe(200);
    const seeded = demo.demoLots(demoProduct('PD1-H5211'));
    expect(res.body.data.map((l) => l.lotNumber)).toEqual(seeded.map((l) => l.lotNumber));
    const [first] = res.body.data;
    const [stored] = seeded;
    expect(first).toMatchObject({
      manufacturedOn: stored?.manufacturedOn,
      sdsPurityPercent: stored?.sdsPurityPercent,
      secMainPeakPercent: stored?.secMainPeakPercent,
      endotoxinEuPerUg: stored?.endotoxinEuPerUg,
      reducedBandsKda: stored?.reducedBandsKda,
      nonReducedBandsKda: stored?.nonReducedBandsKda,
    });
    expect(first?.bioactivity?.assay).toBe('elisa');
    expect(first?.bioactivity?.points).toHaveLength(10);
    const fit = fitFourParameterLogistic(
      stored?.assay?.concentrationsNgMl ?? [],
      stored?.assay?.responses ?? [],
    );
    expect(first?.bioactivity?.fit?.ec50).toBeCloseTo(fit?.ec50 ?? Number.NaN, 3);
  });

  it('gives a kit lots without gel or curve', async () => {
    const res = await get<ProductLot[]>('/api/v1/product/CD002/lots');
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
    expect(res.body.data[0]).toMatchObject({ reducedBandsKda: null, bioactivity: null });
  });

  it('answers E0005 for an unknown catalog number', async () => {
    const res = await get<null>('/api/v1/product/NOPE-0000/lots');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0005');
  });
});

describe('GET /files/coa', () => {
  const [lot] = demo.demoLots(demoProduct('PD1-H5211'));
  it('serves the COA of a catalog and lot number, typed in any case, as a PDF download', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/files/coa?catalogNumber=pd1-h5211&lot=${lot?.lotNumber.toLowerCase()}&lang=en`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="COA_PD1-H5211_${lot?.lotNumber}_en.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 for an unknown lot, a lot of another product, or a malformed number', async () => {
    const other = demo.demoLots(demoProduct('CD002'))[0]?.lotNumber;
    for (const query of [
      'catalogNumber=PD1-H5211&lot=NOPE-1',
      `catalogNumber=PD1-H5211&lot=${other}`,
      'catalogNumber=PD1-H5211&lot=%3Cscript%3E',
      `catalogNumber=PD1-H5211&lot=${lot?.lotNumber}&lang=fr`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/files/coa?${query}` });
      expect(res.statusCode, query).toBe(404);
    }
  });
});

describe('GET /files/datasheet', () => {
  it('serves a product datasheet per language as a PDF download, 404 for an unknown product', async () => {
    for (const [catalogNumber, lang] of [
      ['PD1-H5211', 'zh'],
      ['PD1-H5211', 'en'],
      ['CD002', 'en'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/files/datasheet?catalogNumber=${catalogNumber}&lang=${lang}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Datasheet_${catalogNumber}_${lang}.pdf"`,
      );
      const pdf = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
      expect(pdf.getTitle()).toContain(catalogNumber);
    }
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/files/datasheet?catalogNumber=NOPE-1&lang=en',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
