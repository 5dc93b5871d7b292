import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const tokens = join(src, 'tokens');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === tokens ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Hex colours and colour functions; `transparent` and `currentColor` are not colours of a theme. */
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

describe('theming', () => {
  it('keeps every literal colour in the token files, so that a theme of token overrides restyles everything', () => {
    const offenders = cssFiles(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        // Comments may name colours.
        .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
        .split('\n')
        .flatMap((line, i) =>
          LITERAL_COLOUR.test(line) ? [`${relative(src, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
