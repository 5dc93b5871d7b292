import { compactKey, tokenize } from './normalize.js';
import type { Segmenter } from './segmenter.js';

/**
 * The version of what the indexer writes: the analyzer's tokens and the index tables' layout. Bump it
 * with any change to either (a new column, other lexemes, words moved between columns): the server
 * rebuilds an index of another version at its next start (reindex.ts). 3: migrations 0015-0017. 4: one
 * part of issue 13's content (built on three branches); 5: all of it: meetings, article bodies read as rich
 * text, the company sections, investor documents and jobs. 6: the services (issue 14). 7: the
 * products' every word (product_described.every_word, migration 0031). 8: the products' rows written in
 * target order (indexer.ts, PRODUCT_INDEX_ORDER).
 */
export const SEARCH_INDEX_VERSION = 8;

/**
 * What the catalogue's own phrases mean when a query contains them: a target (any of its names), or a
 * species, protein tag or conjugate (their names in either language), which narrow the results.
 */
export type PhraseKind = 'target' | 'species' | 'tag' | 'conjugate';

export interface Meaning {
  kind: PhraseKind;
  /** The products' column value: `target`, `species_en`, `tag_en`, `conjugate_en`. */
  value: string;
}

/** The longest phrase, in query words (`程序性 死亡 受体 1`, `tumor necrosis factor alpha`). */
const MAX_PHRASE_WORDS = 8;

/** Latin words this long or longer tolerate one typo. */
export const TYPO_MIN_LENGTH = 5;

/**
 * The catalogue's phrases by compact key (`il6`, `interleukin6`, `白介素6`, `human`, `人`, `his`),
 * built from the `target_names` table and the products' species, tags and conjugates.
 */
export class Vocabulary {
  private readonly meanings = new Map<string, Meaning[]>();
  private readonly keysOfMeaning = new Map<string, Set<string>>();
  private readonly names = new Map<string, string>();

  add(meaning: Meaning, name: string): void {
    // A value of single letters (`N/A`) is no phrase: its letters alone would match stray ones.
    if (tokenize(name).every((token) => token.script === 'latin' && token.key.length < 2)) return;
    const key = compactKey(name);
    // Single letters and digits (`S` for the spike gene) would match any stray one in a query; a single
    // Chinese character is a word (人, 牛).
    if (key === '' || /^[a-z0-9]$/.test(key)) return;
    const list = this.meanings.get(key) ?? [];
    if (!list.some((m) => m.kind === meaning.kind && m.value === meaning.value)) list.push(meaning);
    this.meanings.set(key, list);
    if (!this.names.has(key)) this.names.set(key, name.trim());
    const id = `${meaning.kind}:${meaning.value}`;
    const keys = this.keysOfMeaning.get(id) ?? new Set<string>();
    keys.add(key);
    this.keysOfMeaning.set(id, keys);
  }

  meaningsOf(key: string): readonly Meaning[] | undefined {
    return this.meanings.get(key);
  }

  /** The phrase of a key as the catalogue first writes it (`PD-1H` for `pd1h`). */
  nameOf(key: string): string | undefined {
    return this.names.get(key);
  }

  /** Every compact key that means `meaning` (to highlight any of its names, to find it in content). */
  keysOf(meaning: Meaning): ReadonlySet<string> {
    return this.keysOfMeaning.get(`${meaning.kind}:${meaning.value}`) ?? new Set();
  }

  /** The phrases as words, for the segmenter's dictionary. */
  words(): string[] {
    return [...this.meanings.keys()];
  }
}

/** The words of a query: Latin and digit runs as they are, Chinese runs segmented. */
export function queryWords(text: string, segmenter: Segmenter): string[] {
  const words: string[] = [];
  for (const token of tokenize(text)) {
    if (token.script === 'han') words.push(...segmenter.cut(token.key).filter((word) => word.trim() !== ''));
    else words.push(token.key);
  }
  return words;
}

/** Whether a query word may be a typo of an indexed word (English words of five letters or more). */
export function typoCandidate(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(word);
}

/** What a query asks for. */
export interface Interpretation {
  /** All the words joined: compared with catalog numbers. */
  compact: string;
  targets: string[];
  species: string[];
  tags: string[];
  conjugates: string[];
  /** The other words but stop words, which must all be found in a product's text. */
  terms: string[];
  /** The phrases' meanings, each with every key it can be written as (content search, highlights). */
  phrases: { meaning: Meaning[]; keys: Set<string> }[];
  /** Compact keys to highlight: every name of the recognised phrases and the other words. */
  highlightKeys: Set<string>;
}

/** Whether a word is too short to find anything by itself (a stray letter, a single Chinese character). */
function tooShort(word: string): boolean {
  return word.length < 2 && !/^[0-9]$/.test(word);
}

/**
 * Reads the catalogue's phrases out of the query's words, longest first (`interleukin 6`, `tnf alpha`,
 * `程序性死亡受体1`); what is left are free terms.
 */
export function interpret(words: readonly string[], vocabulary: Vocabulary): Interpretation {
  const found: Record<PhraseKind, Set<string>> = {
    target: new Set(),
    species: new Set(),
    tag: new Set(),
    conjugate: new Set(),
  };
  const terms: string[] = [];
  const phrases: Interpretation['phrases'] = [];
  const highlightKeys = new Set<string>();
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const key = words.slice(i, i + n).join('');
      const meanings = vocabulary.meaningsOf(key);
      if (!meanings) continue;
      const keys = new Set<string>([key]);
      for (const meaning of meanings) {
        found[meaning.kind].add(meaning.value);
        for (const other of vocabulary.keysOf(meaning)) keys.add(other);
      }
      for (const k of keys) highlightKeys.add(k);
      phrases.push({ meaning: [...meanings], keys });
      matched = n;
      break;
    }
    if (matched > 0) {
      i += matched;
      continue;
    }
    const word = words[i] ?? '';
    if (!tooShort(word) && !STOP_WORDS.has(word) && !terms.includes(word)) {
      terms.push(word);
      highlightKeys.add(word);
    }
    i += 1;
  }
  return {
    compact: words.join(''),
    targets: [...found.target],
    species: [...found.species],
    tags: [...found.tag],
    conjugates: [...found.conjugate],
    terms,
    phrases,
    highlightKeys,
  };
}

/** Whether the query asks for anything beyond a catalog number. */
export function hasCriteria(q: Interpretation): boolean {
  return q.targets.length + q.species.length + q.tags.length + q.conjugates.length + q.terms.length > 0;
}

/** How many neighbouring tokens are also indexed joined (`il`+`6` → `il6`, `tnf`+`a` → `tnfa`). */
const JOINED_TOKENS = 3;
/** Only short tokens are joined: symbols are short, and long words joined would only bloat the index. */
const JOINED_TOKEN_LENGTH = 6;

/**
 * The lexemes of an indexed text: its Latin and digit runs, the words of its Chinese runs (and the
 * shorter words inside them), and neighbouring tokens joined, so that a query word spelled without
 * the text's hyphen or space (`tnfa`, `il6`, `白细胞介素6`) is found too. Not joined for descriptions:
 * prose joins into thousands of meaningless words (`thevirion`); their symbols are in the names.
 */
export function textLexemes(text: string, segmenter: Segmenter, { join = true } = {}): string[] {
  const tokens = tokenize(text);
  const lexemes: string[] = [];
  tokens.forEach((token, i) => {
    if (token.script === 'han') lexemes.push(...segmenter.cutForIndex(token.key));
    else lexemes.push(token.key);
    if (!join || token.key.length > JOINED_TOKEN_LENGTH) return;
    let joined = token.key;
    for (let j = i + 1; j < tokens.length && j < i + JOINED_TOKENS; j++) {
      const next = tokens[j];
      if (!next || next.key.length > JOINED_TOKEN_LENGTH) break;
      joined += next.key;
      lexemes.push(joined);
    }
  });
  return lexemes.filter((lexeme) => lexeme.trim() !== '');
}

/** A tsvector's weights, strongest first. */
export type Weight = 'A' | 'B' | 'C' | 'D';

/** A tsvector literal of lexemes by weight; a lexeme in several keeps its strongest weight. */
export function tsvectorLiteral(lexemesByWeight: Partial<Record<Weight, Iterable<string>>>): string {
  const weightOf = new Map<string, Weight>();
  for (const weight of ['A', 'B', 'C', 'D'] as const) {
    for (const lexeme of lexemesByWeight[weight] ?? []) {
      if (!weightOf.has(lexeme)) weightOf.set(lexeme, weight);
    }
  }
  return [...weightOf].map(([lexeme, weight]) => `${quoteLexeme(lexeme)}:1${weight}`).join(' ');
}

/** A tsvector literal of distinct lexemes without weight or position: words that only need to be found. */
export function lexemeSetLiteral(lexemes: Iterable<string>): string {
  return [...new Set(lexemes)].map(quoteLexeme).join(' ');
}

/**
 * Words too common to find anything by (English and Chinese function words). The descriptions' lexemes
 * leave them out, and a query does not require them (`IL-6 for cell culture`); names keep them: names
 * are short, and a word there is meant. A phrase of the vocabulary that holds one is still read whole.
 */
const STOP_WORDS = new Set(
  (
    'an and are as at be been by can for from has have in into is it its of on or such than that the ' +
    'their these this to was were which with 以及 可以 通过 用于 具有 进行 一种 其中 这些 该 本品 为 与 和 的 在 及'
  ).split(' '),
);

/** Description lexemes worth indexing: two characters or more, not a stop word. */
export function describedLexeme(lexeme: string): boolean {
  return lexeme.length > 1 && !STOP_WORDS.has(lexeme);
}

/** A lexeme quoted for a tsvector or tsquery literal. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A tsquery literal: every group must match, any lexeme of a group, optionally in given weights. */
export function tsqueryLiteral(groups: readonly (readonly string[])[], weights = ''): string {
  return groups
    .filter((group) => group.length > 0)
    .map(
      (group) =>
        `(${group.map((lexeme) => `${quoteLexeme(lexeme)}${weights ? `:${weights}` : ''}`).join(' | ')})`,
    )
    .join(' & ');
}
