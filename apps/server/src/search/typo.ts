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
