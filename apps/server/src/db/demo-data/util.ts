/** FNV-1a: a stable 32-bit hash, so "random" price spreads do not change between runs. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A list price in fen near `yuan`: whole yuan ending in 80 (¥1,980.00, ¥5,680.00 ...), like the printed
 * price list.
 */
export function catalogPrice(yuan: number): number {
  return Math.max(180, Math.round(yuan / 100) * 100 - 20) * 100;
}
