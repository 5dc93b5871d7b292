import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface InvestorPdfContent {
  /** The document's title (English: the standard PDF fonts carry Latin text only). */
  title: string;
  publishDate: string;
  paragraphs: readonly string[];
}

/** Every PDF carries the same dates, so the same content always gives the same bytes. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;

function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 PDF of an investor document: company, title, date and its paragraphs. Deterministic. */
export async function investorPdf(content: InvestorPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(content.title);
  pdf.setAuthor('Hetai Biotechnology Co., Ltd.');
  pdf.setProducer('Hetai Bio storefront');
  pdf.setCreator('Hetai Bio storefront');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(PAGE);
  const width = PAGE[0] - 2 * MARGIN;
  let y = PAGE[1] - MARGIN;
  const draw = (text: string, font: typeof regular, size: number, gap: number) => {
    for (const line of wrap(text, width, (l) => font.widthOfTextAtSize(l, size))) {
      y -= size + 4;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    y -= gap;
  };
  draw('Hetai Biotechnology Co., Ltd. (Stock code 300000)', regular, 10, 18);
  draw(content.title, bold, 18, 6);
  draw(`Published ${content.publishDate}`, regular, 10, 20);
  for (const paragraph of content.paragraphs) draw(paragraph, regular, 11, 10);
  draw(
    'The board of directors and all directors warrant that this document is true, accurate and complete.',
    regular,
    9,
    0,
  );
  return pdf.save({ useObjectStreams: false });
}
