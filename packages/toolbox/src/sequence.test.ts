import { describe, expect, it } from 'vitest';
import {
  complement,
  gcPercent,
  isWatsonCrickPair,
  MAX_SEQUENCE_LENGTH,
  normaliseSequence,
  parseSequence,
  reverseComplement,
  toDna,
  toRna,
} from './sequence';

describe('parseSequence', () => {
  it('reads DNA or RNA in any case, with spaces and line breaks, as RNA letters', () => {
    expect(parseSequence('gggaga cccaag\r\nCTGGCT\tagc')).toEqual({
      ok: true,
      value: 'GGGAGACCCAAGCUGGCUAGC',
    });
    expect(parseSequence('GGGAGACCCAAGCUGGCU')).toEqual({ ok: true, value: 'GGGAGACCCAAGCUGGCU' });
  });

  it('names the first bad character with its position, line and column', () => {
    expect(parseSequence('ACGU\nAC NG X')).toEqual({
      ok: false,
      errors: [
        {
          code: 'invalidCharacter',
          field: 'sequence',
          params: { character: 'N', position: 9, line: 2, column: 4 },
        },
      ],
    });
  });

  it('names a non-Latin character whole, counting it as one position', () => {
    const result = parseSequence('AC😀G');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.params).toMatchObject({ character: '😀', position: 3 });
  });

  it('refuses FASTA headers and digits rather than guessing', () => {
    const fasta = parseSequence('>mRNA\nACGU');
    expect(!fasta.ok && fasta.errors[0]?.params).toMatchObject({ character: '>', position: 1 });
    const numbered = parseSequence('1 ACGU');
    expect(!numbered.ok && numbered.errors[0]?.params).toMatchObject({ character: '1', position: 1 });
  });

  it('requires at least one nucleotide', () => {
    expect(parseSequence('')).toEqual({
      ok: false,
      errors: [{ code: 'required', field: 'sequence', params: {} }],
    });
    expect(parseSequence(' \n ')).toEqual({
      ok: false,
      errors: [{ code: 'required', field: 'sequence', params: {} }],
    });
  });

  it('refuses sequences longer than the limit', () => {
    const result = parseSequence('A'.repeat(MAX_SEQUENCE_LENGTH + 1));
    expect(!result.ok && result.errors[0]).toMatchObject({
      code: 'sequenceTooLong',
      params: { length: MAX_SEQUENCE_LENGTH + 1, max: MAX_SEQUENCE_LENGTH },
    });
  });

  it('normaliseSequence throws on what parseSequence refuses', () => {
    expect(normaliseSequence('acgt')).toBe('ACGU');
    expect(() => normaliseSequence('ACGN')).toThrow(RangeError);
  });
});

describe('complements', () => {
  it('complements and reverse-complements in either alphabet', () => {
    expect(complement('ACGU', 'rna')).toBe('UGCA');
    expect(complement('ACGT', 'dna')).toBe('TGCA');
    expect(reverseComplement('GGGAGACCCAAGCUGGCUAGCGUUU', 'rna')).toBe('AAACGCUAGCCAGCUUGGGUCUCCC');
    expect(reverseComplement('AACG', 'dna')).toBe('CGTT');
  });

  it('refuses letters of the other alphabet', () => {
    expect(() => reverseComplement('ACGT', 'rna')).toThrow(RangeError);
    expect(() => complement('ACGU', 'dna')).toThrow(RangeError);
  });

  it('pairs DNA and RNA letters', () => {
    expect(isWatsonCrickPair('T', 'A')).toBe(true);
    expect(isWatsonCrickPair('A', 'U')).toBe(true);
    expect(isWatsonCrickPair('G', 'C')).toBe(true);
    expect(isWatsonCrickPair('G', 'U')).toBe(false);
  });

  it('converts letters and counts GC', () => {
    expect(toDna('ACGU')).toBe('ACGT');
    expect(toRna('ACGT')).toBe('ACGU');
    expect(gcPercent('AAACGCTAGCCAGCTTGGGTCTCCC')).toBe(60);
    expect(gcPercent('')).toBe(0);
  });
});
