import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import type { ProductLot } from '../contract/types.js';
import { embedNotoSansSc } from '../pdf/noto-sans-sc.js';
import { type CoaLang, drawCurve, drawGel } from './coa-pdf.js';

export interface DatasheetContent {
  lang: CoaLang;
  catalogNumber: string;
  /** The product's texts in `lang`. */
  product: {
    name: string;
    species: string;
    tag: string;
    expressionSystem: string;
    conjugate: string;
    purity: string;
    endotoxin: string;
    molecularWeight: string;
    formulation: string;
    storage: string;
    description: string;
  };
  /** The newest lot, whose QC the datasheet shows; null for a product without lots. */
  latestLot: ProductLot | null;
}

const words = {
  zh: {
    company: '禾泰生物科技有限公司',
    title: '产品说明书',
    catalogNumber: '货号',
    species: '种属',
    tag: '标签',
    expressionSystem: '表达系统',
    conjugate: '标记',
    purity: '纯度',
    endotoxin: '内毒素',
    molecularWeight: '分子量',
    formulation: '配方',
    storage: '储存',
    description: '产品描述',
    qc: (lot: string) => `最新批次质检（批号${lot}）`,
    sdsPurity: 'SDS-PAGE纯度',
    sec: 'SEC-HPLC主峰',
    ec50: 'EC50',
    research: '仅供科研使用，不得用于临床诊断或治疗。',
  },
  en: {
    company: 'Hetai Biotechnology Co., Ltd.',
    title: 'Datasheet',
    catalogNumber: 'Catalog number',
    species: 'Species',
    tag: 'Tag',
    expressionSystem: 'Expression system',
    conjugate: 'Conjugate',
    purity: 'Purity',
    endotoxin: 'Endotoxin',
    molecularWeight: 'Molecular weight',
    formulation: 'Formulation',
    storage: 'Storage',
    description: 'Description',
    qc: (lot: string) => `QC of the latest lot (${lot})`,
    sdsPurity: 'SDS-PAGE purity',
    sec: 'SEC-HPLC main peak',
    ec50: 'EC50',
    research: 'For research use only. Not for use in diagnostic or therapeutic procedures.',
  },
} as const;

const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const ink = rgb(0.1, 0.12, 0.16);
const muted = rgb(0.4, 0.43, 0.48);

/**
 * Lines of at most `width`: English breaks at spaces, Chinese (no spaces) between any two characters,
 * as a Chinese typesetter does.
 */
function wrap(text: string, width: number, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  let lastSpace = -1;
  for (const char of text) {
    const next = line + char;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      if (char === ' ') lastSpace = line.length - 1;
      continue;
    }
    if (lastSpace > 0 && char !== ' ') {
      lines.push(line.slice(0, lastSpace));
      line = line.slice(lastSpace + 1) + char;
    } else {
      lines.push(line);
      line = char === ' ' ? '' : char;
    }
    lastSpace = line.lastIndexOf(' ');
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A product's datasheet in one language: specifications, formulation, storage, description, and the QC
 * of its newest lot with the gel and the bioactivity curve. Deterministic for the same data.
 */
export async function datasheetPdf(content: DatasheetContent): Promise<Uint8Array> {
  const t = words[content.lang];
  const p = content.product;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${t.title} ${content.catalogNumber}`);
  pdf.setAuthor(t.company);
  pdf.setProducer('Hetai Bio storefront');
  pdf.setCreator('Hetai Bio storefront');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await embedNotoSansSc(pdf, t, content);
  const page = pdf.addPage(PAGE);
  const [width, height] = PAGE;
  let y = height - MARGIN;
  const draw = (value: string, x: number, size: number, color = ink) =>
    page.drawText(value, { x, y, size, font, color });

  draw(`${t.company} · ${t.title}`, MARGIN, 9.5, muted);
  y -= 26;
  for (const line of wrap(p.name, width - 2 * MARGIN, font, 16)) {
    draw(line, MARGIN, 16);
    y -= 20;
  }
  y -= 6;
  const labelWidth = 110;
  const specs: [string, string][] = [
    [t.catalogNumber, content.catalogNumber],
    [t.species, p.species],
    [t.tag, p.tag],
    [t.expressionSystem, p.expressionSystem],
    [t.conjugate, p.conjugate],
    [t.purity, p.purity],
    [t.endotoxin, p.endotoxin],
    [t.molecularWeight, p.molecularWeight],
    [t.formulation, p.formulation],
    [t.storage, p.storage],
  ];
  for (const [label, value] of specs) {
    if (!value) continue;
    draw(label, MARGIN, 9, muted);
    for (const line of wrap(value, width - 2 * MARGIN - labelWidth, font, 9)) {
      draw(line, MARGIN + labelWidth, 9);
      y -= 13;
    }
    y -= 3;
  }
  y -= 6;
  draw(t.description, MARGIN, 10.5);
  y -= 15;
  for (const line of wrap(p.description, width - 2 * MARGIN, font, 9)) {
    draw(line, MARGIN, 9);
    y -= 13;
  }

  const lot = content.latestLot;
  if (lot) {
    y -= 14;
    draw(t.qc(lot.lotNumber), MARGIN, 10.5);
    y -= 16;
    const results = [
      lot.sdsPurityPercent === null ? null : `${t.sdsPurity} ${lot.sdsPurityPercent}%`,
      lot.secMainPeakPercent === null ? null : `${t.sec} ${lot.secMainPeakPercent}%`,
      lot.endotoxinEuPerUg === null ? null : `${t.endotoxin} ${lot.endotoxinEuPerUg} EU/µg`,
      lot.bioactivity?.fit
        ? `${t.ec50} ${Number(lot.bioactivity.fit.ec50.toPrecision(4))} ${lot.bioactivity.concentrationUnit}`
        : null,
    ].filter((r): r is string => r !== null);
    if (results.length > 0) {
      draw(results.join('  ·  '), MARGIN, 9);
      y -= 14;
    }
    // The figures fit below when there is room, else on a page of their own.
    const figures = lot.reducedBandsKda || lot.bioactivity;
    let target = page;
    let top = y - 20;
    if (figures && top < 220) {
      target = pdf.addPage(PAGE);
      top = height - MARGIN - 20;
    }
    if (lot.reducedBandsKda) drawGel(target, font, lot, MARGIN, top - 170, 160);
    if (lot.bioactivity) drawCurve(target, font, lot, MARGIN + 230, top - 160, 260, 150);
  }
  const last = pdf.getPages().at(-1) ?? page;
  last.drawText(t.research, { x: MARGIN, y: MARGIN - 20, size: 8, font, color: muted });
  return pdf.save({ useObjectStreams: false });
}
