import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';

let fontBytes: Promise<Buffer> | undefined;

/**
 * Noto Sans SC (OFL) as the @embedpdf/fonts-sc package ships it: one regular face for Chinese, Latin and
 * digits alike (pdf-lib's standard fonts have no Chinese glyphs). Read once from the installed package;
 * nothing downloads at run time.
 */
export function notoSansSc(): Promise<Buffer> {
  fontBytes ??= readFile(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
      '..',
      'fonts',
      'NotoSansHans-Regular.otf',
    ),
  );
  return fontBytes;
}

/** What any document may draw besides its own texts: printable ASCII and the symbols of QC values. */
const ALWAYS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}µ±≤≥×·–—…°²³αβγκ（），。：；、“”‘’％～`;

/** Every character of every string in `sources` (objects and arrays are walked). */
function charactersOf(sources: readonly unknown[]): Set<string> {
  const characters = new Set(ALWAYS);
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const character of value) characters.add(character);
    else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  for (const source of sources) walk(source);
  return characters;
}

/**
 * Noto Sans SC embedded in `pdf` with the glyphs of the texts it will draw (`sources`: the document's
 * content and its labels) and the usual symbols. pdf-lib's own subsetting (`subset: true`) writes CFF
 * fonts that PDF readers refuse (poppler: "Embedded font file may be invalid", the Chinese left blank), so
 * HarfBuzz subsets the font first and pdf-lib embeds the result whole, as the toolbox's export does.
 */
export async function embedNotoSansSc(pdf: PDFDocument, ...sources: unknown[]): Promise<PDFFont> {
  const text = [...charactersOf(sources)].sort().join('');
  const subset = await subsetFont(await notoSansSc(), text, { targetFormat: 'sfnt' });
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(subset, { subset: false });
}
