import type { TextRange } from '../contract/types.js';
import { type Token, tokenize } from './normalize.js';
import { sharedSegmenter } from './segmenter.js';

/** The longest run of tokens a key can span (`白细胞介素-6` is six characters and a number). */
const MAX_SPAN = 12;

/** Every start of every key (a query's keys are highlighted in some 20 texts: computed once). */
const prefixCache = new WeakMap<ReadonlySet<string>, Set<string>>();

function prefixesOf(keys: ReadonlySet<string>): Set<string> {
  let prefixes = prefixCache.get(keys);
  if (!prefixes) {
    prefixes = new Set();
    for (const key of keys) for (let n = 1; n <= key.length; n++) prefixes.add(key.slice(0, n));
    prefixCache.set(keys, prefixes);
  }
  return prefixes;
}

/**
 * Whether a match may end after token `end`: a match never continues into the letters or digits right
 * after it (`IL-6` is not in `IL-6R`, `IL-1` not in `IL-1β`, `CD4` not in `CD40`), nor ends inside a
 * Chinese word as the segmenter cuts the text (`wordEnds`, see chineseWordEnds; Chinese has no spaces).
 * A Chinese character next to a Latin or digit one is a boundary: `IL-6蛋白` is IL-6's protein.
 */
function boundaryAfter(tokens: readonly Token[], end: number, wordEnds?: () => ReadonlySet<number>): boolean {
  const last = tokens[end];
  const next = tokens[end + 1];
  if (!last || !next || next.start !== last.end) return true;
  if (last.script !== 'han' && next.script !== 'han') return false;
  if (last.script === 'han' && next.script === 'han') return wordEnds ? wordEnds().has(last.end) : true;
  return true;
}

/** The UTF-16 offsets where the segmenter's words of the text's Chinese runs end. */
function chineseWordEnds(text: string): Set<number> {
  const ends = new Set<number>();
  const segmenter = sharedSegmenter();
  for (const run of tokenize(text)) {
    if (run.script !== 'han') continue;
    const chars = tokenize(text.slice(run.start, run.end), { splitHan: true });
    let at = 0;
    let spelled = 0;
    for (const word of segmenter.cut(run.key)) {
      spelled += word.length;
      // The characters' keys are what the segmenter cut (NFKC may fold one character into several).
      while (at < chars.length && spelled > 0) {
        const char = chars[at] as Token;
        spelled -= char.key.length;
        at += 1;
        if (spelled === 0) ends.add(run.start + char.end);
      }
    }
  }
  return ends;
}

/**
 * The parts of `text` whose tokens spell one of `keys` (compact keys, see normalize.ts), longest first,
 * as UTF-16 ranges: `IL-6` in `Human IL-6 Protein` for the key `il6`, `白细胞介素-6` for `白细胞介素6`.
 * A part starts and ends on a token boundary (see boundaryAfter).
 */
export function highlightRanges(text: string, keys: ReadonlySet<string>): TextRange[] {
  if (keys.size === 0 || text === '') return [];
  const starts = prefixesOf(keys);
  const tokens = tokenize(text, { splitHan: true });
  let wordEnds: Set<number> | undefined;
  const ends = () => {
    wordEnds ??= chineseWordEnds(text);
    return wordEnds;
  };
  const ranges: TextRange[] = [];
  let i = 0;
  while (i < tokens.length) {
    let last = -1;
    let spelled = '';
    // Nor does a match start inside a run of letters or digits (`1` of `PD-L1`).
    if (boundaryAfter(tokens, i - 1)) {
      // Extended while some key starts with what is spelled so far: most tokens stop at once.
      for (let j = i; j < tokens.length && j < i + MAX_SPAN; j++) {
        spelled += tokens[j]?.key;
        if (!starts.has(spelled)) break;
        if (keys.has(spelled) && boundaryAfter(tokens, j, ends)) last = j;
      }
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

/** Where a typed prefix is in a text: the part it covers, and whether it ends on a token boundary. */
export interface PrefixMatch {
  range: TextRange;
  /** The prefix spells whole tokens and ends on a boundary (`CD4` in `CD4-H5221`, not in `CD40`). */
  whole: boolean;
}

/** The first part of `text` that starts with the compact `prefix` (the typed text of a suggestion). */
export function prefixMatch(text: string, prefix: string): PrefixMatch | null {
  if (prefix === '') return null;
  const tokens = tokenize(text, { splitHan: true });
  for (let i = 0; i < tokens.length; i++) {
    if (!boundaryAfter(tokens, i - 1)) continue;
    let spelled = '';
    for (let j = i; j < tokens.length; j++) {
      const token = tokens[j];
      const first = tokens[i];
      if (!token || !first) break;
      spelled += token.key;
      if (spelled.startsWith(prefix)) {
        return {
          range: { start: first.start, end: token.end },
          whole: spelled === prefix && boundaryAfter(tokens, j),
        };
      }
      if (!prefix.startsWith(spelled)) break;
    }
  }
  return null;
}

/**
 * Highlights with one more range, in text order; a range that overlaps one already there adds nothing
 * (the word being typed may be a word the others already mark).
 */
export function withRange(ranges: readonly TextRange[], range: TextRange): TextRange[] {
  if (ranges.some((kept) => kept.start < range.end && range.start < kept.end)) return [...ranges];
  return [...ranges, range].sort((a, b) => a.start - b.start);
}

/** The part of `text` a typed prefix covers, as highlights. */
export function prefixRange(text: string, prefix: string): TextRange[] {
  const match = prefixMatch(text, prefix);
  return match ? [match.range] : [];
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
