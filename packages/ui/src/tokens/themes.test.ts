import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The custom properties a theme file declares, by name (a theme is one block of overrides). */
function declarations(file: string): Map<string, string> {
  const css = readFileSync(join(import.meta.dirname, 'themes', file), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  return new Map(
    [...css.matchAll(/(--sf-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [
      m[1] as string,
      (m[2] as string).trim(),
    ]),
  );
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colours the components put on each surface (grep the CSS Modules for the pairs). */
const textOn: Record<string, string[]> = {
  bg: [
    'fg',
    'fg-muted',
    'fg-subtle',
    'primary',
    'primary-hover',
    'link',
    'link-hover',
    'accent-fg',
    'critical',
    'success',
    'warning',
  ],
  'bg-subtle': ['fg', 'fg-muted', 'fg-subtle', 'primary', 'link'],
  'bg-muted': ['fg', 'fg-muted', 'fg-subtle', 'primary'],
  'primary-subtle': ['fg', 'fg-muted', 'primary', 'link'],
  primary: ['fg-on-emphasis'],
  'primary-hover': ['fg-on-emphasis'],
  accent: ['fg-on-emphasis'],
  critical: ['fg-on-emphasis'],
  'bg-inverse': ['fg-inverse', 'fg-inverse-muted', 'fg-on-emphasis'],
  'accent-subtle': ['accent-fg', 'fg'],
  'critical-subtle': ['critical', 'fg'],
  'success-subtle': ['success', 'fg'],
  'warning-subtle': ['warning', 'fg'],
};

/** Every pair below `minimum`, as "text on surface: ratio". */
function failingPairs(theme: Map<string, string>, minimum: number): string[] {
  const colour = (name: string) => {
    const value = theme.get(`--sf-color-${name}`);
    if (!value?.match(/^#[0-9a-f]{6}$/i)) throw new Error(`--sf-color-${name} is not a #rrggbb override`);
    return value;
  };
  return Object.entries(textOn).flatMap(([surface, texts]) =>
    texts.flatMap((text) => {
      const ratio = contrast(colour(text), colour(surface));
      return ratio < minimum ? [`${text} on ${surface}: ${ratio.toFixed(2)}`] : [];
    }),
  );
}

describe('themes', () => {
  it('dark: every text colour on every surface it is used on reaches WCAG AA (4.5:1)', () => {
    expect(failingPairs(declarations('dark.css'), 4.5)).toEqual([]);
  });

  it('high-contrast: every text colour on every surface it is used on reaches 7:1 (WCAG AAA)', () => {
    expect(failingPairs(declarations('high-contrast.css'), 7)).toEqual([]);
  });

  it('a theme is a block of overrides of tokens that exist', () => {
    const tokens = new Set(declarations('../tokens.css').keys());
    for (const file of ['dark.css', 'high-contrast.css', 'forest.css']) {
      expect([...declarations(file).keys()].filter((name) => !tokens.has(name))).toEqual([]);
    }
  });
});
