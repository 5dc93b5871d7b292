import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import qrcode from 'qrcode-generator';
import type { ProductLot } from '../contract/types.js';
import { embedNotoSansSc } from '../pdf/noto-sans-sc.js';

export type CoaLang = 'zh' | 'en';

export interface CoaContent {
  lang: CoaLang;
  productName: string;
  catalogNumber: string;
  lot: ProductLot;
  /** The page that shows the same numbers from the database (`/coa/verify?...`), printed and as QR code. */
  verifyUrl: string;
}

/** The COA's words in both languages: the PDF is made on the server, away from the web catalogs. */
const words = {
  zh: {
    company: '禾泰生物科技有限公司',
    title: '分析证书（COA）',
    product: '产品名称',
    catalogNumber: '货号',
    lot: '批号',
    manufactured: '生产日期',
    expires: '有效期至',
    concentration: '浓度',
    test: '检测项目',
    specification: '标准',
    result: '结果',
    purity: '纯度（SDS-PAGE）',
    sec: 'SEC-HPLC主峰',
    endotoxin: '内毒素',
    reduced: '还原SDS-PAGE条带',
    nonReduced: '非还原SDS-PAGE条带',
    bioactivity: '生物活性EC50',
    elisa: 'ELISA结合',
    cell: '细胞活性',
    pass: '符合',
    conclusion: '结论：本批产品各项检测均符合放行标准。',
    reported: '如实报告',
    verify: '扫码或访问以下链接核验本证书：',
    qa: '质量保证部',
  },
  en: {
    company: 'Hetai Biotechnology Co., Ltd.',
    title: 'Certificate of Analysis',
    product: 'Product',
    catalogNumber: 'Catalog number',
    lot: 'Lot number',
    manufactured: 'Manufactured',
    expires: 'Expires',
    concentration: 'Concentration',
    test: 'Test',
    specification: 'Specification',
    result: 'Result',
    purity: 'Purity (SDS-PAGE)',
    sec: 'SEC-HPLC main peak',
    endotoxin: 'Endotoxin',
    reduced: 'Reducing SDS-PAGE bands',
    nonReduced: 'Non-reducing SDS-PAGE bands',
    bioactivity: 'Bioactivity EC50',
    elisa: 'binding ELISA',
    cell: 'cell-based assay',
    pass: 'Pass',
    conclusion: 'Conclusion: this lot meets every release specification.',
    reported: 'Reported',
    verify: 'Verify this certificate: scan the code or open',
    qa: 'Quality Assurance',
  },
} as const;

/** Every COA carries the same metadata dates, so a lot's certificate always has the same bytes. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 50;

const ink = rgb(0.1, 0.12, 0.16);
const muted = rgb(0.4, 0.43, 0.48);

function number(value: number, lang: CoaLang): string {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', { maximumSignificantDigits: 4 }).format(value);
}

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / count;
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) {
        page.drawRectangle({
          x: x + col * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: ink,
        });
      }
    }
  }
}

/** The gel (shared with the datasheet): marker, reduced and non-reduced lanes, bands on a log scale, as the product page draws it. */
export function drawGel(page: PDFPage, font: PDFFont, lot: ProductLot, x: number, y: number, height: number) {
  const marker = [250, 150, 100, 70, 50, 40, 30, 25, 15, 10];
  const all = [...marker, ...(lot.reducedBandsKda ?? []), ...(lot.nonReducedBandsKda ?? [])];
  const high = Math.log10(Math.max(...all) * 1.1);
  const low = Math.log10(Math.min(...all) * 0.9);
  const at = (kda: number) => y + height - ((high - Math.log10(kda)) / (high - low)) * height;
  page.drawRectangle({ x: x + 26, y: y - 6, width: 120, height: height + 12, color: rgb(0.93, 0.94, 0.96) });
  const lanes: [string, readonly number[], number][] = [
    ['M', marker, x + 46],
    ['R', lot.reducedBandsKda ?? [], x + 86],
    ['NR', lot.nonReducedBandsKda ?? [], x + 126],
  ];
  for (const [label, bands, cx] of lanes) {
    page.drawText(label, {
      x: cx - font.widthOfTextAtSize(label, 8) / 2,
      y: y + height + 10,
      size: 8,
      font,
      color: ink,
    });
    for (const kda of bands) {
      const band = label === 'M' ? 1.5 : 3;
      page.drawRectangle({
        x: cx - 14,
        y: at(kda) - band / 2,
        width: 28,
        height: band,
        color: rgb(0.11, 0.23, 0.54),
      });
    }
  }
  for (const kda of marker) {
    const text = String(kda);
    page.drawText(text, {
      x: x + 22 - font.widthOfTextAtSize(text, 6.5),
      y: at(kda) - 2,
      size: 6.5,
      font,
      color: muted,
    });
  }
}

/** The dose-response points with the fitted 4PL line and the EC50 marked. */
export function drawCurve(
  page: PDFPage,
  font: PDFFont,
  lot: ProductLot,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const bio = lot.bioactivity;
  if (!bio) return;
  const xs = bio.points.map((p) => Math.log10(p.concentration));
  const lo = Math.floor(Math.min(...xs));
  const hi = Math.ceil(Math.max(...xs));
  const top = Math.max(...bio.points.map((p) => p.response), bio.fit?.top ?? 0) * 1.1;
  const px = (u: number) => x + ((u - lo) / (hi - lo || 1)) * w;
  const py = (v: number) => y + (v / (top || 1)) * h;
  page.drawLine({ start: { x, y }, end: { x: x + w, y }, thickness: 0.6, color: muted });
  page.drawLine({ start: { x, y }, end: { x, y: y + h }, thickness: 0.6, color: muted });
  for (let d = lo; d <= hi; d++) {
    const label = number(10 ** d, 'en');
    page.drawText(label, {
      x: px(d) - font.widthOfTextAtSize(label, 6.5) / 2,
      y: y - 10,
      size: 6.5,
      font,
      color: muted,
    });
  }
  page.drawText(`${bio.concentrationUnit} / ${bio.responseUnit}`, {
    x: x + w - 60,
    y: y - 20,
    size: 7,
    font,
    color: muted,
  });
  if (bio.fit) {
    const fit = bio.fit;
    let previous: { x: number; y: number } | null = null;
    for (let i = 0; i <= 60; i++) {
      const u = lo + ((hi - lo) * i) / 60;
      const v = fit.bottom + (fit.top - fit.bottom) / (1 + (fit.ec50 / 10 ** u) ** fit.hill);
      const point = { x: px(u), y: py(v) };
      if (previous) page.drawLine({ start: previous, end: point, thickness: 1.2, color: rgb(0.1, 0.4, 0.7) });
      previous = point;
    }
    const ex = px(Math.log10(fit.ec50));
    page.drawLine({
      start: { x: ex, y },
      end: { x: ex, y: y + h },
      thickness: 0.6,
      color: rgb(0.8, 0.4, 0.1),
      dashArray: [3, 2],
    });
    page.drawText(`EC50 = ${number(fit.ec50, 'en')} ${bio.concentrationUnit}`, {
      x: ex + 3,
      y: y + h - 8,
      size: 7.5,
      font,
      color: ink,
    });
  }
  for (const p of bio.points) {
    page.drawCircle({
      x: px(Math.log10(p.concentration)),
      y: py(p.response),
      size: 2,
      borderColor: ink,
      borderWidth: 0.8,
      color: rgb(1, 1, 1),
    });
  }
}

/**
 * A lot's certificate of analysis: product and lot, the release tests with specification and result,
 * the gel and the bioactivity curve, and the verification link with its QR code. One A4 page in the
 * page's language. Deterministic: the same lot and language always give the same bytes.
 */
export async function coaPdf(content: CoaContent): Promise<Uint8Array> {
  const t = words[content.lang];
  const { lot } = content;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${t.title} ${content.catalogNumber} ${lot.lotNumber}`);
  pdf.setAuthor(t.company);
  pdf.setProducer('Hetai Bio storefront');
  pdf.setCreator('Hetai Bio storefront');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await embedNotoSansSc(pdf, t, content);
  const page = pdf.addPage(PAGE);
  const [width, height] = PAGE;
  let y = height - MARGIN;
  const text = (value: string, x: number, size = 10, color = ink) =>
    page.drawText(value, { x, y, size, font, color });

  text(t.company, MARGIN, 10, muted);
  y -= 28;
  text(t.title, MARGIN, 20);
  y -= 30;
  const facts: [string, string][] = [
    [t.product, content.productName],
    [t.catalogNumber, content.catalogNumber],
    [t.lot, lot.lotNumber],
    [t.manufactured, lot.manufacturedOn],
    [t.expires, lot.expiresOn],
    ...(lot.concentrationMgMl === null
      ? []
      : [[t.concentration, `${number(lot.concentrationMgMl, content.lang)} mg/mL`] as [string, string]]),
  ];
  for (const [label, value] of facts) {
    text(label, MARGIN, 10, muted);
    text(value, MARGIN + 110, 10);
    y -= 16;
  }

  y -= 10;
  const columns = [MARGIN, MARGIN + 180, MARGIN + 320, MARGIN + 440];
  page.drawLine({
    start: { x: MARGIN, y: y + 12 },
    end: { x: width - MARGIN, y: y + 12 },
    thickness: 0.8,
    color: ink,
  });
  for (const [i, label] of [t.test, t.specification, t.result].entries()) {
    text(label, columns[i] as number, 9.5, muted);
  }
  y -= 16;
  const kda = (bands: number[] | null) =>
    (bands ?? []).map((b) => `${number(b, content.lang)} kDa`).join(', ');
  const rows: [string, string, string][] = [];
  if (lot.sdsPurityPercent !== null)
    rows.push([t.purity, '> 95%', `${number(lot.sdsPurityPercent, content.lang)}%`]);
  if (lot.reducedBandsKda) rows.push([t.reduced, '—', kda(lot.reducedBandsKda)]);
  if (lot.nonReducedBandsKda) rows.push([t.nonReduced, '—', kda(lot.nonReducedBandsKda)]);
  if (lot.secMainPeakPercent !== null)
    rows.push([t.sec, '> 90%', `${number(lot.secMainPeakPercent, content.lang)}%`]);
  if (lot.endotoxinEuPerUg !== null)
    rows.push([t.endotoxin, '< 0.1 EU/µg', `${number(lot.endotoxinEuPerUg, content.lang)} EU/µg`]);
  const bio = lot.bioactivity;
  if (bio?.fit) {
    rows.push([
      `${t.bioactivity} (${t[bio.assay]})`,
      t.reported,
      `${number(bio.fit.ec50, content.lang)} ${bio.concentrationUnit}`,
    ]);
  }
  for (const [test, specification, result] of rows) {
    text(test, columns[0] as number, 9.5);
    text(specification, columns[1] as number, 9.5);
    text(result, columns[2] as number, 9.5);
    text(t.pass, columns[3] as number, 9.5);
    y -= 15;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + 8 },
    end: { x: width - MARGIN, y: y + 8 },
    thickness: 0.8,
    color: ink,
  });

  const figureTop = y - 20;
  if (lot.reducedBandsKda) drawGel(page, font, lot, MARGIN, figureTop - 170, 160);
  if (bio) drawCurve(page, font, lot, MARGIN + 230, figureTop - 160, 260, 150);

  y = figureTop - 215;
  text(t.conclusion, MARGIN, 10.5);
  y -= 40;
  drawQr(page, content.verifyUrl, MARGIN, y - 70, 80);
  y -= 4;
  text(t.verify, MARGIN + 95, 9, muted);
  y -= 14;
  text(content.verifyUrl, MARGIN + 95, 7.5);
  y -= 40;
  text(`${t.qa} · ${t.company}`, MARGIN + 95, 9, muted);
  return pdf.save({ useObjectStreams: false });
}
