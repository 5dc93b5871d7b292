/**
 * Whether two words are at most one edit apart: one letter inserted, deleted, replaced, or two
 * neighbouring letters swapped (`interlukin` / `interleukin`, `humna` / `human`).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const differ: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
    if (differ.length === 1) return true;
    const [i, j] = differ;
    return differ.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/**
 * The trigram similarity of two words as pg_trgm computes it (`similarity()`): the share of their
 * trigrams in common, each word padded with two spaces before and one after (`  il`, ` il`, `il6`, `l6 `).
 */
export function trigramSimilarity(a: string, b: string): number {
  const ofA = trigrams(a);
  const ofB = trigrams(b);
  let common = 0;
  for (const trigram of ofA) if (ofB.has(trigram)) common += 1;
  const all = ofA.size + ofB.size - common;
  return all === 0 ? 0 : common / all;
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's default threshold of `%`, which first chose the candidates of a correction. */
const SIMILARITY_THRESHOLD = 0.3;

/**
 * The indexed word a typo stands for: of the words one edit away and similar enough, the most similar
 * (the first in alphabetical order among equals); undefined when there is none.
 */
export function correction(word: string, indexedWords: Iterable<string>): string | undefined {
  let best: { word: string; similarity: number } | undefined;
  for (const indexed of indexedWords) {
    if (Math.abs(indexed.length - word.length) > 1 || !withinOneEdit(word, indexed)) continue;
    const similarity = trigramSimilarity(word, indexed);
    if (similarity < SIMILARITY_THRESHOLD) continue;
    if (!best || similarity > best.similarity || (similarity === best.similarity && indexed < best.word))
      best = { word: indexed, similarity };
  }
  return best?.word;
}
