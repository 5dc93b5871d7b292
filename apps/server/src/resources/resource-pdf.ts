import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { embedNotoSansSc } from '../pdf/noto-sans-sc.js';

export interface ResourcePdfContent {
  lang: 'zh' | 'en';
  /** What kind of document it is, as its heading says ("Datasheet", "应用笔记"). */
  kindLabel: string;
  title: string;
  publishDate: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** Every PDF carries the same dates, so the same content always gives the same bytes. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;

/** Lines of at most `width`: by words in English, by characters in Chinese (which has no spaces). */
function wrap(text: string, width: number, measure: (line: string) => number, lang: 'zh' | 'en'): string[] {
  const units = lang === 'en' ? text.split(/\s+/) : Array.from(text);
  const joiner = lang === 'en' ? ' ' : '';
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const next = line ? `${line}${joiner}${unit}` : unit;
    if (line && measure(next) > width) {
      lines.push(line);
      line = unit;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * An A4 PDF of a resource (manual, brochure, note, safety data sheet, poster) in its language:
 * the company, the kind and title, the date and its sections, on as many pages as it takes. Deterministic.
 */
export async function resourcePdf(content: ResourcePdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(content.title);
  pdf.setAuthor(content.lang === 'zh' ? '和泰生物科技有限公司' : 'Hetai Biotechnology Co., Ltd.');
  pdf.setProducer('Hetai Bio storefront');
  pdf.setCreator('Hetai Bio storefront');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setLanguage(content.lang === 'zh' ? 'zh-CN' : 'en');
  let regular: PDFFont;
  let bold: PDFFont;
  if (content.lang === 'zh') {
    regular = await embedNotoSansSc(pdf, content);
    bold = regular;
  } else {
    regular = await pdf.embedFont(StandardFonts.Helvetica);
    bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  }
  let page = pdf.addPage(PAGE);
  const width = PAGE[0] - 2 * MARGIN;
  let y = PAGE[1] - MARGIN;
  const draw = (text: string, font: PDFFont, size: number, gap: number) => {
    for (const line of wrap(text, width, (l) => font.widthOfTextAtSize(l, size), content.lang)) {
      if (y - size - 4 < MARGIN) {
        page = pdf.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      y -= size + 4;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    y -= gap;
  };
  const zh = content.lang === 'zh';
  draw(
    zh ? '和泰生物科技有限公司 · 重组蛋白' : 'Hetai Biotechnology Co., Ltd. · Recombinant proteins',
    regular,
    10,
    14,
  );
  draw(content.kindLabel, regular, 11, 4);
  draw(content.title, bold, 18, 6);
  draw(`${zh ? '发布日期' : 'Published'} ${content.publishDate}`, regular, 10, 18);
  for (const section of content.sections) {
    draw(section.heading, bold, 13, 4);
    for (const paragraph of section.paragraphs) draw(paragraph, regular, 11, 8);
    y -= 6;
  }
  draw(
    zh
      ? '仅供科研使用，不用于诊断或治疗。'
      : 'For research use only. Not for use in diagnostic or therapeutic procedures.',
    regular,
    9,
    0,
  );
  return pdf.save({ useObjectStreams: false });
}
