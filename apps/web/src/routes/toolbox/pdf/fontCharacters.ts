import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every character a toolbox PDF can print: the export's labels (web.toolbox.* in both catalogs), the
 * server's hint and advice wording (apps/server/src/toolbox/messages.ts), dates as zh-CN and en write
 * them, sequences, numbers and the symbols of the science. The PDF font is subset to exactly these
 * (build-font.ts), and a test fails when a new message needs a character the font lacks.
 */
export function pdfFontCharacters(repoRoot: string): string[] {
  const texts: string[] = [];
  for (const catalog of ['en.json', 'zh-CN.json']) {
    const messages = JSON.parse(readFileSync(join(repoRoot, 'apps/web/src/i18n', catalog), 'utf8')) as Record<
      string,
      string
    >;
    for (const [id, text] of Object.entries(messages)) if (id.startsWith('web.toolbox.')) texts.push(text);
  }
  texts.push(readFileSync(join(repoRoot, 'apps/server/src/toolbox/messages.ts'), 'utf8'));
  // Dates (zh-CN long date, 24-hour time), list separators and the science's symbols.
  texts.push('年月日时分秒上午下午•：，。、；（）“”‘’ ψ′″→−×–—·…µ°±≥≤½¹²³ 5′→3′ Å');
  let ascii = '';
  for (let code = 0x20; code < 0x7f; code += 1) ascii += String.fromCharCode(code);
  texts.push(ascii);
  const characters = new Set<string>();
  for (const text of texts) {
    for (const character of text) {
      // Code points only; line breaks and other controls are never drawn.
      if (character >= ' ') characters.add(character);
    }
  }
  return [...characters].sort();
}
