/**
 * The search's normalisation, the same for what is indexed and what is typed: full-width and
 * compatibility forms folded (NFKC), case ignored, Greek letters and their spellings made one
 * (α / a / alpha), punctuation, hyphens and spaces only separate. Text becomes tokens: runs of Latin
 * letters, runs of digits and runs of Chinese characters, each with its place in the original text
 * (UTF-16 offsets, for highlights). A token's `key` is its normalised form; the compact key of a run
 * of tokens is their keys joined, so that `IL-6`, `IL6` and `il 6` are all `il6`, `TNF-α` and
 * `TNF alpha` are `tnfa`.
 */

/** Greek letters researchers write as the Latin letter or the spelled name. */
const GREEK_LETTERS: Record<string, string> = { α: 'a', β: 'b', γ: 'g', δ: 'd', ε: 'e', κ: 'k' };
const GREEK_NAMES: Record<string, string> = {
  alpha: 'a',
  beta: 'b',
  gamma: 'g',
  delta: 'd',
  epsilon: 'e',
  kappa: 'k',
};

export type Script = 'latin' | 'digit' | 'han';

export interface Token {
  /** The normalised token. */
  key: string;
  script: Script;
  /** UTF-16 offsets in the original text, end exclusive. */
  start: number;
  end: number;
}

const HAN = /\p{Script=Han}/u;

type CharClass = { text: string; script: Script } | null;

/** The classes of the characters seen so far (text is mostly a few thousand distinct characters). */
const classes = new Map<string, CharClass>();

/** A character's normalised form and script, or null for a separator (space, punctuation, symbols). */
function classify(char: string): CharClass {
  let known = classes.get(char);
  if (known === undefined) {
    known = classifyOnce(char);
    classes.set(char, known);
  }
  return known;
}

function classifyOnce(char: string): CharClass {
  const folded = char.normalize('NFKC').toLowerCase();
  const greek = GREEK_LETTERS[folded];
  if (greek) return { text: greek, script: 'latin' };
  // Accents are dropped (é → e): researchers type the plain letter.
  const plain = folded.normalize('NFD').replace(/\p{Mn}/gu, '');
  if (/^[a-z]+$/.test(plain)) return { text: plain, script: 'latin' };
  if (/^[0-9]+$/.test(plain)) return { text: plain, script: 'digit' };
  if (HAN.test(folded)) return { text: folded, script: 'han' };
  return null;
}

/**
 * The tokens of a text: Latin letters, digits and Chinese characters in separate runs (`IL6` is `il`,
 * `6`; `人IL-6蛋白` is `人`, `il`, `6`, `蛋白`). With `splitHan`, every Chinese character is a token
 * of its own (highlighting matches character runs); otherwise a run of Chinese is one token, which
 * the analyzer segments into words.
 */
export function tokenize(text: string, options: { splitHan?: boolean } = {}): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let offset = 0;
  for (const char of text) {
    const start = offset;
    offset += char.length;
    const kind = classify(char);
    if (!kind) {
      current = null;
      continue;
    }
    const joins = current && current.script === kind.script && !(kind.script === 'han' && options.splitHan);
    if (current && joins) {
      current.key += kind.text;
      current.end = offset;
    } else {
      current = { key: kind.text, script: kind.script, start, end: offset };
      tokens.push(current);
    }
  }
  for (const token of tokens) {
    if (token.script === 'latin') token.key = GREEK_NAMES[token.key] ?? token.key;
  }
  return tokens;
}

/** The compact key of a text: its tokens' keys joined (`IL-6` → `il6`, `白细胞介素-6` → `白细胞介素6`). */
export function compactKey(text: string): string {
  return tokenize(text)
    .map((token) => token.key)
    .join('');
}

/** Whether a compact key looks like (the start of) a catalog number: Latin letters and digits only. */
export function isCatalogLike(key: string): boolean {
  return /^[a-z0-9]{2,}$/.test(key);
}

/**
 * Whether a text reads as several words: a space between two of its tokens, or Chinese next to another
 * token (`人IL6His`: Chinese is written without spaces). A catalog number, dashes and all, is one word.
 */
export function hasSeveralWords(text: string): boolean {
  const tokens = tokenize(text);
  return tokens.some((token, i) => {
    const next = tokens[i + 1];
    if (!next) return false;
    return token.script === 'han' || next.script === 'han' || /\s/.test(text.slice(token.end, next.start));
  });
}

/** The query as it is logged and shown back: trimmed, runs of whitespace as one space. */
export function displayQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
