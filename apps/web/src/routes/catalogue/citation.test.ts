import { describe, expect, it } from 'vitest';
import { bibtex, RIS_MEDIA_TYPE, ris, textDataUrl } from './citation';

const cite = {
  productName: 'Human PD-1 Protein, His Tag',
  catalogNumber: 'PD1-H5211',
  lotNumber: 'H5211-2603B',
  supplier: 'Hetai Bio',
  city: 'Beijing',
  country: 'China',
  url: 'https://shop.example/en/product-detail?catalogNumber=PD1-H5211',
};

describe('cite this reagent', () => {
  it('writes an RIS record with CRLF lines, ending in ER', () => {
    const text = ris(cite);
    expect(text.split('\r\n')).toEqual([
      'TY  - GEN',
      'TI  - Human PD-1 Protein, His Tag',
      'PB  - Hetai Bio',
      'CY  - Beijing, China',
      'ID  - PD1-H5211',
      'M1  - H5211-2603B',
      `UR  - ${cite.url}`,
      'ER  -',
      '',
    ]);
  });

  it('writes a BibTeX @misc entry keyed by catalog number and lot, escaping special characters', () => {
    const text = bibtex({ ...cite, productName: 'Human IL-2 & IL-15 Protein_mix' });
    expect(text).toMatch(/^@misc\{PD1-H5211_H5211-2603B,\n/);
    expect(text).toContain('  title = {Human IL-2 \\& IL-15 Protein\\_mix},');
    expect(text).toContain('  note = {Cat. No. PD1-H5211, Lot H5211-2603B},');
    expect(text).toContain(`  howpublished = {\\url{${cite.url}}}`);
  });

  it('puts the text in a data URL of its media type, Chinese intact', () => {
    const url = textDataUrl(RIS_MEDIA_TYPE, 'TI  - 人PD-1蛋白');
    expect(url.startsWith('data:application/x-research-info-systems;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.split(',')[1] ?? '')).toBe('TI  - 人PD-1蛋白');
  });
});
