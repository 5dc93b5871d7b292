import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedNotoSansSc } from './noto-sans-sc.js';

/** The font programs a PDF embeds (its font descriptors' FontFile2 or FontFile3), parsed as a reader would. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type'))?.toString() !== '/FontDescriptor')
      continue;
    for (const key of ['FontFile2', 'FontFile3']) {
      const file = object.lookup(PDFName.of(key));
      if (file instanceof PDFRawStream)
        fonts.push(fontkit.create(Buffer.from(decodePDFRawStream(file).decode())));
    }
  }
  return fonts;
}

describe('embedNotoSansSc', () => {
  it('embeds a whole OpenType font holding the glyphs of the texts drawn, and few others', async () => {
    const pdf = await PDFDocument.create();
    const labels = { title: '分析证书', purity: '纯度' };
    const font = await embedNotoSansSc(pdf, labels, { product: ['人IL-6蛋白'] });
    pdf.addPage().drawText(`${labels.title} ${labels.purity} 95.8%`, { x: 20, y: 700, size: 12, font });
    const fonts = await embeddedFonts(await pdf.save());
    expect(fonts).toHaveLength(1);
    const [embedded] = fonts;
    for (const character of '分析证书纯度人蛋白IL-6%µ≥')
      expect(embedded?.hasGlyphForCodePoint(character.codePointAt(0) as number), character).toBe(true);
    // A subset: a character of none of the texts is left out (the whole font has some 30,000 glyphs).
    expect(embedded?.hasGlyphForCodePoint('龍'.codePointAt(0) as number)).toBe(false);
    expect(embedded?.numGlyphs).toBeLessThan(1000);
  });
});
