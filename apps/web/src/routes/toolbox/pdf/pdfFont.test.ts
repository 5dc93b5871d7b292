import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { pdfFontCharacters } from './fontCharacters';
import { toolboxPdf, wrapText } from './toolboxPdf';

const repoRoot = join(import.meta.dirname, '../../../../../..');
const fontBytes = readFileSync(join(import.meta.dirname, 'NotoSansSC-toolbox.otf'));

describe('the PDF font', () => {
  it('has a glyph for every character a toolbox PDF can print (else: npx tsx build-font.ts)', () => {
    const font = fontkit.create(fontBytes);
    const missing = pdfFontCharacters(repoRoot).filter(
      (character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
    );
    expect(missing).toEqual([]);
  });
});

describe('toolboxPdf', () => {
  it('writes a PDF with the Chinese labels in the embedded font', async () => {
    const bytes = await toolboxPdf(
      {
        title: 'mRNA 加帽率工具箱：探针设计',
        fileName: 'x',
        labelSeparator: '：',
        meta: [
          ['日期', '2026年11月21日 09:00'],
          ['计算器版本', '1.0.0'],
        ],
        sections: [
          { heading: '输入参数', rows: [["mRNA 或 DNA 模板序列（5'→3'）", 'GGGAGACCCAAGCUGGCU'.repeat(40)]] },
          { heading: '酶切产物', columns: ['产物', '长度 (nt)'], rows: [['主产物 (n)', '18']] },
          { heading: '设计提示', rows: [['无：设计符合全部规则。']] },
        ],
      },
      fontBytes,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // The font is embedded whole (it is already a subset): its size shows in the file.
    expect(bytes.length).toBeGreaterThan(fontBytes.length / 2);
  });

  it('wraps long sequences inside the width', () => {
    const measure = (text: string) => text.length * 5;
    const lines = wrapText(`Probe ${'A'.repeat(50)} end`, 100, measure);
    expect(lines.every((line) => measure(line) <= 100)).toBe(true);
    expect(lines.join('').replaceAll(' ', '')).toBe(`Probe${'A'.repeat(50)}end`);
  });
});
