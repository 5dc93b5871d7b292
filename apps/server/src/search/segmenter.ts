import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * Chinese word segmentation (jieba, its binary shipped in the npm package) with the catalogue's own
 * terms added: target, species, tag and conjugate names are cut as whole words.
 */
export class Segmenter {
  private readonly jieba: Jieba;
  private readonly added = new Set<string>();

  constructor() {
    this.jieba = Jieba.withDict(dict);
  }

  /** Adds words to the dictionary (jieba cannot forget words: a removed name stays a word, harmlessly). */
  addWords(words: Iterable<string>): void {
    const lines: string[] = [];
    for (const word of words) {
      // jieba's dictionary format: word, frequency, part of speech; a high frequency keeps it whole.
      if (word.length > 1 && !this.added.has(word) && !/\s/.test(word)) {
        this.added.add(word);
        lines.push(`${word} 100000 n`);
      }
    }
    if (lines.length > 0) this.jieba.loadDict(new TextEncoder().encode(lines.join('\n')));
  }

  /** The words of a run of Chinese characters, as typed in a query. */
  cut(han: string): string[] {
    return this.jieba.cut(han, false);
  }

  /** The words of a run of Chinese characters for the index: the words and the shorter words inside them. */
  cutForIndex(han: string): string[] {
    return this.jieba.cutForSearch(han, false);
  }
}

let shared: Segmenter | undefined;

/** The process's segmenter (jieba's dictionary takes ~150 ms and some megabytes to load: once). */
export function sharedSegmenter(): Segmenter {
  shared ??= new Segmenter();
  return shared;
}
