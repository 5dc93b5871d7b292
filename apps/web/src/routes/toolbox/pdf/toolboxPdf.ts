/**
 * The printable PDF of a toolbox report (A4, pdf-lib). Loaded only when a user exports: pdf-lib,
 * fontkit and the font stay out of the page's bundle.
 *
 * Chinese needs a CJK font embedded: NotoSansSC-toolbox.otf is Noto Sans SC subset to the characters
 * the export can print (build-font.ts); it is served from this site like any asset. pdf-lib's own
 * subsetting breaks CFF (OpenType/PostScript) fonts, so the file is already a subset and is embedded
 * whole. A character the font lacks (a new message before the font was rebuilt) prints as a box, never
 * as an error; `pdfFont.test.ts` keeps that from shipping.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { ToolboxReport, ToolboxReportSection } from '../toolboxReport';
import fontUrl from './NotoSansSC-toolbox.otf?url';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const BODY = 9;
const LINE = 1.35;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.84, 0.87);

/** Breaks text into lines no wider than `width`, at spaces where it can, anywhere in a sequence. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<= )/)) {
    if (measure(line + word) <= width) {
      line += word;
      continue;
    }
    if (line) lines.push(line.trimEnd());
    line = '';
    // A word (a sequence) wider than the line is cut character by character.
    for (const character of word) {
      if (measure(line + character) > width && line) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly footer: string,
  ) {
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage(A4);
    page.drawText(this.footer, { x: MARGIN, y: MARGIN / 2, size: 7, font: this.font, color: MUTED });
    return page;
  }

  get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  measure = (size: number) => (text: string) => this.font.widthOfTextAtSize(text, size);

  /** Room for `height` points on this page, or a new page. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) {
      this.page = this.newPage();
      this.y = A4[1] - MARGIN;
    }
  }

  text(text: string, options: { size?: number; x?: number; width?: number; color?: typeof INK } = {}): void {
    const size = options.size ?? BODY;
    const x = options.x ?? MARGIN;
    for (const line of wrapText(text, options.width ?? this.width, this.measure(size))) {
      this.ensure(size * LINE);
      this.y -= size * LINE;
      this.page.drawText(line, { x, y: this.y, size, font: this.font, color: options.color ?? INK });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.ensure(4);
    this.y -= 3;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 3;
  }

  /** One table row: cells wrapped in their columns, the row as tall as its tallest cell. */
  row(cells: string[], widths: number[], options: { bold?: boolean } = {}): void {
    const measure = this.measure(BODY);
    const wrapped = cells.map((cell, index) => wrapText(cell, (widths[index] ?? 40) - 6, measure));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * BODY * LINE;
    this.ensure(height + 2);
    let x = MARGIN;
    wrapped.forEach((lines, index) => {
      lines.forEach((line, lineIndex) => {
        this.page.drawText(line, {
          x,
          y: this.y - (lineIndex + 1) * BODY * LINE,
          size: BODY,
          font: this.font,
          color: options.bold ? MUTED : INK,
        });
      });
      x += widths[index] ?? 40;
    });
    this.y -= height + 2;
  }
}

/** Column widths in proportion to their longest cell, within sensible bounds. */
function columnWidths(
  section: ToolboxReportSection,
  total: number,
  measure: (text: string) => number,
): number[] {
  const columns = section.columns ?? [];
  const natural = columns.map((heading, index) =>
    Math.min(220, Math.max(measure(heading), ...section.rows.map((row) => measure(row[index] ?? ''))) + 8),
  );
  const sum = natural.reduce((a, b) => a + b, 0);
  return natural.map((width) => (width / sum) * total);
}

async function siteFont(): Promise<ArrayBuffer> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`PDF font: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** The PDF of a report; `fontBytes` defaults to the site's copy of the subset font (tests pass the file). */
export async function toolboxPdf(
  report: ToolboxReport,
  fontBytes?: ArrayBuffer | Uint8Array,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = fontBytes ?? (await siteFont());
  const font = await doc.embedFont(bytes, { subset: false });
  doc.setTitle(report.title);
  doc.setCreator('mRNA capping-rate toolbox');
  doc.setProducer('pdf-lib');
  const footer = report.meta.map(([label, value]) => `${label}${report.labelSeparator}${value}`).join('   ');
  const out = new Writer(doc, font, footer);

  out.text(report.title, { size: 15 });
  out.gap(4);
  for (const [label, value] of report.meta)
    out.text(`${label}${report.labelSeparator}${value}`, { color: MUTED });
  for (const section of report.sections) {
    out.gap(10);
    out.ensure(40);
    out.text(section.heading, { size: 11.5 });
    out.rule();
    if (section.columns) {
      const widths = columnWidths(section, out.width, out.measure(BODY));
      out.row(section.columns, widths, { bold: true });
      for (const row of section.rows) out.row(row, widths);
    } else {
      for (const row of section.rows) {
        if (row.length === 1) out.text(`• ${row[0] ?? ''}`);
        else out.row(row, [out.width * 0.34, out.width * 0.66]);
      }
    }
  }
  return doc.save();
}
