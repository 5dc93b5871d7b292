import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

let fontBytes: Promise<Buffer> | undefined;

/**
 * Noto Sans SC (OFL) as the @embedpdf/fonts-sc package ships it: one regular face for Chinese, Latin and
 * digits alike (pdf-lib's standard fonts have no Chinese glyphs). Read once from the installed package,
 * nothing downloads at run time; each PDF embeds a subset (`embedFont(bytes, { subset: true })`) so a
 * document stays small. Used by the COA, the datasheets and the resources' PDFs.
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
