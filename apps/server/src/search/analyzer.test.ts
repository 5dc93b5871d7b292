import { describe, expect, it } from 'vitest';
import {
  interpret,
  queryWords,
  textLexemes,
  tsqueryLiteral,
  tsvectorLiteral,
  Vocabulary,
} from './analyzer.js';
import { highlightRanges, prefixMatch, prefixRange, snippet, withRange } from './highlight.js';
import { compactKey, displayQuery, hasSeveralWords, isCatalogLike, tokenize } from './normalize.js';
import { sharedSegmenter } from './segmenter.js';
import { correction, trigramSimilarity, withinOneEdit } from './typo.js';

const segmenter = sharedSegmenter();
const marked = (text: string, ranges: { start: number; end: number }[]) =>
  ranges.map((r) => text.slice(r.start, r.end));

describe('normalisation', () => {
  it('ignores case, width, hyphens and spaces inside symbols', () => {
    for (const typed of ['IL-6', 'IL6', 'il 6', 'Il_6', 'ＩＬ－６', ' il - 6 '])
      expect(compactKey(typed)).toBe('il6');
  });

  it('makes Greek letters and their spellings one', () => {
    for (const typed of ['TNF-α', 'TNFa', 'TNF alpha', 'tnf-ALPHA', 'TNFα'])
      expect(compactKey(typed)).toBe('tnfa');
    expect(compactKey('IL-1β')).toBe(compactKey('IL-1 beta'));
    expect(compactKey('IFN-γ')).toBe(compactKey('IFN gamma'));
    expect(compactKey('IFN-γ')).toBe('ifng');
  });

  it('keeps Chinese characters and separates scripts, with UTF-16 offsets', () => {
    const tokens = tokenize('人IL-6蛋白，His标签');
    expect(tokens.map((t) => [t.key, t.script])).toEqual([
      ['人', 'han'],
      ['il', 'latin'],
      ['6', 'digit'],
      ['蛋白', 'han'],
      ['his', 'latin'],
      ['标签', 'han'],
    ]);
    expect(tokens[3]).toMatchObject({ start: 5, end: 7 });
    expect(compactKey('白细胞介素-6')).toBe('白细胞介素6');
  });

  it('leaves nothing of punctuation, control characters or spaces', () => {
    expect(compactKey('!!! ... ---')).toBe('');
    expect(compactKey('\u0000\u0007')).toBe('');
    expect(tokenize('')).toEqual([]);
  });

  it('tells catalog-like keys and shows queries back trimmed', () => {
    expect(isCatalogLike('il6h1011')).toBe(true);
    expect(isCatalogLike('白介素6')).toBe(false);
    expect(isCatalogLike('i')).toBe(false);
    expect(displayQuery('  IL-6 \t  His ')).toBe('IL-6 His');
    // Several words: spaces between tokens, or Chinese beside another token; a catalog number is one.
    expect(hasSeveralWords('PD-1 His')).toBe(true);
    expect(hasSeveralWords('人IL6His')).toBe(true);
    expect(hasSeveralWords('IL6-H1011')).toBe(false);
    expect(hasSeveralWords('白细胞介素')).toBe(false);
    expect(hasSeveralWords(' polymerase ')).toBe(false);
  });
});

describe('typos', () => {
  it('accepts one insertion, deletion, substitution or swap, not two', () => {
    expect(withinOneEdit('interlukin', 'interleukin')).toBe(true);
    expect(withinOneEdit('interleukin', 'interlukin')).toBe(true);
    expect(withinOneEdit('humam', 'human')).toBe(true);
    expect(withinOneEdit('hmuan', 'human')).toBe(true);
    expect(withinOneEdit('hmaun', 'human')).toBe(false);
    expect(withinOneEdit('intrlukin', 'interleukin')).toBe(false);
  });

  it("measures similarity as pg_trgm's similarity() does", () => {
    expect(trigramSimilarity('interlukin', 'interleukin')).toBeCloseTo(0.642857, 5);
    expect(trigramSimilarity('polymerse', 'polymerase')).toBeCloseTo(0.615385, 5);
    expect(trigramSimilarity('humna', 'human')).toBeCloseTo(0.333333, 5);
    expect(trigramSimilarity('abcde', 'vwxyz')).toBe(0);
  });

  it('corrects to the most similar indexed word one edit away, else to nothing', () => {
    const indexed = ['interleukin', 'polymerase', 'human', 'humanized', 'protein'];
    expect(correction('interlukin', indexed)).toBe('interleukin');
    expect(correction('polymerse', indexed)).toBe('polymerase');
    expect(correction('humna', indexed)).toBe('human');
    expect(correction('intrlukin', indexed)).toBeUndefined();
    // One edit from both: the more similar wins (`cat` shares more trigrams with `cats` than `bat`).
    expect(correction('cata', ['cats', 'bata'])).toBe('cats');
  });
});

describe('query interpretation', () => {
  const vocabulary = new Vocabulary();
  for (const name of ['IL-6', 'IL6', 'IFNB2', 'BSF-2', 'Interleukin-6', '白细胞介素-6', '白介素6']) {
    vocabulary.add({ kind: 'target', value: 'IL-6' }, name);
  }
  for (const name of ['PD-1', 'PDCD1', 'CD279', '程序性死亡受体1'])
    vocabulary.add({ kind: 'target', value: 'PD-1' }, name);
  vocabulary.add({ kind: 'species', value: 'Human' }, 'Human');
  vocabulary.add({ kind: 'species', value: 'Human' }, '人');
  vocabulary.add({ kind: 'tag', value: 'His' }, 'His');
  vocabulary.add({ kind: 'tag', value: 'N/A' }, 'N/A');
  segmenter.addWords(vocabulary.words());
  const read = (text: string) => interpret(queryWords(text, segmenter), vocabulary);

  it('reads a target by any of its names, longest phrase first', () => {
    for (const typed of ['IL-6', 'il 6', 'interleukin 6', '白介素6', '白细胞介素-6', 'IFNB2', 'bsf2']) {
      expect(read(typed).targets, typed).toEqual(['IL-6']);
    }
    expect(read('程序性死亡受体1').targets).toEqual(['PD-1']);
  });

  it('narrows by species and tag words, mixed Chinese and English', () => {
    const q = read('人 IL6 His');
    expect(q).toMatchObject({ targets: ['IL-6'], species: ['Human'], tags: ['His'], terms: [] });
    expect(read('人IL-6').species).toEqual(['Human']);
  });

  it('keeps other words as terms, stray letters dropped, and highlights every name of a target', () => {
    const q = read('IL-6 protein x');
    expect(q.terms).toEqual(['protein']);
    expect(q.highlightKeys).toEqual(
      new Set(['il6', 'ifnb2', 'bsf2', 'interleukin6', '白细胞介素6', '白介素6', 'protein']),
    );
    expect(q.compact).toBe('il6proteinx');
  });

  it('does not require stop words, in either language, but reads the words around them', () => {
    const q = read('IL-6 for the cell culture');
    expect(q.targets).toEqual(['IL-6']);
    expect(q.terms).toEqual(['cell', 'culture']);
    expect(read('用于细胞培养的 PD-1').terms).not.toContain('用于');
    expect(read('the of and').terms).toEqual([]);
  });

  it('takes no phrase from single letters (N/A)', () => {
    expect(read('n a').tags).toEqual([]);
  });
});

describe('index lexemes', () => {
  it('holds the words and their neighbours joined, so that symbols match however they are written', () => {
    const lexemes = textLexemes('Human TNF-α Protein, 白细胞介素-6', segmenter);
    expect(lexemes).toEqual(expect.arrayContaining(['human', 'tnf', 'a', 'tnfa', 'protein', '白细胞介素6']));
  });

  it('writes tsvector and tsquery literals with the strongest weight, quotes escaped', () => {
    expect(tsvectorLiteral({ A: ['il6'], B: ['il6', 'x'], D: ["o'k"] })).toBe("'il6':1A 'x':1B 'o''k':1D");
    expect(tsqueryLiteral([['a', 'b'], ['c']], 'AB')).toBe("('a':AB | 'b':AB) & ('c':AB)");
  });
});

describe('highlights', () => {
  const keys = new Set(['il6', '白细胞介素6', 'his']);

  it('marks the matched names in both scripts, in UTF-16 offsets', () => {
    const name = 'Human IL-6 Protein, His Tag';
    expect(marked(name, highlightRanges(name, keys))).toEqual(['IL-6', 'His']);
    const zh = '人白细胞介素-6（IL-6）蛋白';
    expect(marked(zh, highlightRanges(zh, keys))).toEqual(['白细胞介素-6', 'IL-6']);
    const astral = '𝐀 IL6';
    expect(marked(astral, highlightRanges(astral, keys))).toEqual(['IL6']);
  });

  it('ends a match on a token boundary: another protein that continues the name is not marked', () => {
    const pairs: [string, string[], string][] = [
      ['IL-6', ['il6'], 'Human IL-6R Protein, IL-6 binding'],
      ['PD-1', ['pd1'], 'Human PD-L1 and PD-1H, not PD-1'],
      ['CD4', ['cd4'], 'CD40 ligand, CD4+ cells'],
      ['IL-1', ['il1'], 'IL-1β, IL-10, IL1B and IL-1'],
    ];
    for (const [expected, key, text] of pairs)
      expect(marked(text, highlightRanges(text, new Set(key))), text).toEqual([expected]);
    // A digit or letter next to it does not start a match either: `1` of `PD-L1`, `6` of `IL6`.
    expect(marked('PD-L1 1', highlightRanges('PD-L1 1', new Set(['1'])))).toEqual(['1']);
  });

  it('ends a Chinese match at the end of a segmenter word, and after a Latin name at a Chinese one', () => {
    const zh = '人白细胞介素-6受体（IL-6R）与人IL-6蛋白';
    expect(marked(zh, highlightRanges(zh, keys))).toEqual(['白细胞介素-6', 'IL-6']);
    // `白细` is no word: jieba cuts `白细胞` whole.
    expect(highlightRanges('人白细胞介素', new Set(['白细']))).toEqual([]);
    expect(marked('白细胞介素', highlightRanges('白细胞介素', new Set(['白细胞'])))).toEqual(['白细胞']);
  });

  it('marks the typed start of a suggestion', () => {
    expect(marked('IL6-H1011', prefixRange('IL6-H1011', 'il6h'))).toEqual(['IL6-H']);
    expect(prefixRange('PD1-H5211', 'il6')).toEqual([]);
    // Whole when the typed text ends where a word of the text ends.
    expect(prefixMatch('CD4-H5221', 'cd4')?.whole).toBe(true);
    expect(prefixMatch('CD40 (TNFRSF5)', 'cd4')?.whole).toBe(false);
    expect(prefixMatch('VISTA (PD-1H)', 'pd1')).toEqual({ range: { start: 7, end: 11 }, whole: false });
  });

  it('adds the word being typed to the highlights in text order, unless a highlight covers it', () => {
    const name = 'Human PD-1 Protein, His Tag';
    const pd1 = highlightRanges(name, new Set(['pd1']));
    const his = prefixMatch(name, 'hi')?.range;
    expect(his).toBeDefined();
    if (!his) return;
    expect(marked(name, withRange(pd1, his))).toEqual(['PD-1', 'His']);
    expect(marked(name, withRange([his], pd1[0] ?? his))).toEqual(['PD-1', 'His']);
    // `P` starts `PD-1`, already marked.
    const p = prefixMatch(name, 'p')?.range ?? his;
    expect(withRange(pd1, p)).toEqual(pd1);
  });

  it('cuts a snippet around the first match with its highlights', () => {
    const text = `${'Background words. '.repeat(10)}Recombinant IL-6 is active.`;
    const passage = snippet(text, keys);
    expect(passage.snippet).toContain('IL-6');
    expect(marked(passage.snippet, passage.highlights)).toEqual(['IL-6']);
    expect(passage.snippet.length).toBeLessThanOrEqual(120);
  });
});
