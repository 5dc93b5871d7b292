/** A part of a text to highlight, in UTF-16 code units (JavaScript string indexes), end exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/** A piece of a text, marked or not. */
export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Moves an offset that falls between the two halves of a surrogate pair (an emoji, a rare CJK character) before it. */
function characterBoundary(text: string, offset: number): number {
  return offset > 0 && offset < text.length && isLowSurrogate(text.charCodeAt(offset)) ? offset - 1 : offset;
}

/**
 * Splits `text` into plain and highlighted pieces from the server's ranges. The ranges come from another
 * process and may be unsorted, overlapping, out of bounds or inside a surrogate pair: they are clamped,
 * widened to whole characters and merged, so that the pieces always join back into `text`.
 */
export function highlightSegments(text: string, ranges: readonly TextRange[]): HighlightSegment[] {
  const clean = ranges
    .map(({ start, end }) => ({
      start: characterBoundary(text, Math.max(0, Math.min(text.length, Math.trunc(start)))),
      end: Math.max(0, Math.min(text.length, Math.trunc(end))),
    }))
    .map(({ start, end }) => ({
      start,
      // An end inside a pair takes the whole character.
      end: end > 0 && end < text.length && isLowSurrogate(text.charCodeAt(end)) ? end + 1 : end,
    }))
    .filter(({ start, end }) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a.start - b.start);

  const merged: TextRange[] = [];
  for (const range of clean) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }

  const segments: HighlightSegment[] = [];
  let offset = 0;
  for (const { start, end } of merged) {
    if (start > offset) segments.push({ text: text.slice(offset, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    offset = end;
  }
  if (offset < text.length) segments.push({ text: text.slice(offset), highlighted: false });
  return segments;
}
