import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';

/**
 * jieba's own dictionary, read from the package's file. The package's `dict.js` reads its 6 MB IDF
 * table too (keyword extraction, not used here) and keeps both buffers for the life of the process.
 */
function jiebaDictionary(): Buffer {
  return readFileSync(createRequire(import.meta.url).resolve('@node-rs/jieba/dict.txt'));
}

/**
 * Chinese word segmentation (jieba, its binary shipped in the npm package) with the catalogue's own
 * terms added: target, species, tag and conjugate names are cut as whole words.
 */
export class Segmenter {
  private readonly jieba: Jieba;
  private readonly added = new Set<string>();

  constructor() {
    this.jieba = Jieba.withDict(jiebaDictionary());
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

/** The process's segmenter (jieba's dictionary takes ~150 ms and about 40 MB to load: once, when first needed). */
export function sharedSegmenter(): Segmenter {
  shared ??= new Segmenter();
  return shared;
}
