/**
 * Regenerates NotoSansSC-toolbox.otf, the font of the toolbox's PDF export: Noto Sans SC Regular
 * (SIL Open Font License 1.1, shipped in the npm package @embedpdf/fonts-sc) subset with HarfBuzz
 * (npm subset-font) to the characters of `pdfFontCharacters`. Both tools are installed into a
 * temporary folder by npm, so the workspace does not carry 40 MB of fonts.
 *
 *   npx tsx apps/web/src/routes/toolbox/pdf/build-font.ts
 *
 * Run it after adding or changing a web.toolbox.* message or the server's toolbox wording; the test
 * `pdfFont.test.ts` says when it is needed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pdfFontCharacters } from './fontCharacters';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../../../../..');
const tools = mkdtempSync(join(tmpdir(), 'toolbox-font-'));
try {
  execFileSync(
    'npm',
    ['install', '--no-save', '--prefix', tools, 'subset-font@2.9.0', '@embedpdf/fonts-sc@1.0.0'],
    {
      stdio: 'inherit',
    },
  );
  const require = createRequire(join(tools, 'package.json'));
  const subsetFont = require('subset-font') as (
    font: Buffer,
    text: string,
    options: { targetFormat: 'sfnt' },
  ) => Promise<Buffer>;
  const source = readFileSync(join(tools, 'node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf'));
  const characters = pdfFontCharacters(repoRoot);
  const subset = await subsetFont(source, characters.join(''), { targetFormat: 'sfnt' });
  writeFileSync(join(here, 'NotoSansSC-toolbox.otf'), subset);
  console.log(`NotoSansSC-toolbox.otf: ${characters.length} characters, ${subset.length} bytes`);
} finally {
  rmSync(tools, { recursive: true, force: true });
}
