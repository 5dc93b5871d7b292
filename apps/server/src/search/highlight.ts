import type { TextRange } from '../contract/types.js';
import { tokenize } from './normalize.js';

/** The longest run of tokens a key can span (`白细胞介素-6` is six characters and a number). */
const MAX_SPAN = 12;

/**
 * The parts of `text` whose tokens spell one of `keys` (compact keys, see normalize.ts), longest first,
 * as UTF-16 ranges: `IL-6` in `Human IL-6 Protein` for the key `il6`, `白细胞介素-6` for `白细胞介素6`.
 */
export function highlightRanges(text: string, keys: ReadonlySet<string>): TextRange[] {
  if (keys.size === 0 || text === '') return [];
  const tokens = tokenize(text, { splitHan: true });
  const ranges: TextRange[] = [];
  let i = 0;
  while (i < tokens.length) {
    let last = -1;
    let spelled = '';
    for (let j = i; j < tokens.length && j < i + MAX_SPAN; j++) {
      spelled += tokens[j]?.key;
      if (keys.has(spelled)) last = j;
    }
    const first = tokens[i];
    const end = tokens[last];
    if (first && end) {
      ranges.push({ start: first.start, end: end.end });
      i = last + 1;
    } else {
      i += 1;
    }
  }
  return ranges;
}

/** The first part of `text` that starts with the compact `prefix` (the typed text of a suggestion). */
export function prefixRange(text: string, prefix: string): TextRange[] {
  if (prefix === '') return [];
  const tokens = tokenize(text, { splitHan: true });
  for (let i = 0; i < tokens.length; i++) {
    let spelled = '';
    for (let j = i; j < tokens.length; j++) {
      const token = tokens[j];
      const first = tokens[i];
      if (!token || !first) break;
      spelled += token.key;
      if (spelled.startsWith(prefix)) return [{ start: first.start, end: token.end }];
      if (!prefix.startsWith(spelled)) break;
    }
  }
  return [];
}

/** How long a snippet is, in UTF-16 code units. */
export const SNIPPET_LENGTH = 120;
/** How much of the text before the first match a snippet keeps. */
const SNIPPET_LEAD = 30;

/**
 * A passage of `text` around the first match of `keys` with its highlights (offsets in the passage);
 * the text's beginning when nothing matched.
 */
export function snippet(
  text: string,
  keys: ReadonlySet<string>,
): { snippet: string; highlights: TextRange[] } {
  const flat = text.replace(/\s+/g, ' ').trim();
  const ranges = highlightRanges(flat, keys);
  const firstMatch = ranges[0]?.start ?? 0;
  let start = Math.max(0, firstMatch - SNIPPET_LEAD);
  if (start > 0) {
    // From the start of a word or sentence rather than the middle of one.
    const boundary = flat.slice(start, firstMatch).search(/[\s。，；,;.]/);
    if (boundary >= 0) start += boundary + 1;
  }
  const end = Math.min(flat.length, start + SNIPPET_LENGTH);
  const highlights = ranges
    .filter((range) => range.start >= start && range.end <= end)
    .map((range) => ({ start: range.start - start, end: range.end - start }));
  return { snippet: flat.slice(start, end), highlights };
}
