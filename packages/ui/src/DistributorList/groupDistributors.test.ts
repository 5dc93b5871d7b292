import { describe, expect, test } from 'vitest';
import { groupDistributors, telUrl, websiteUrl } from './groupDistributors';

describe('groupDistributors', () => {
  test('groups by region then country in first-seen order', () => {
    const groups = groupDistributors([
      { id: 1, region: 'Europe', country: 'Sweden' },
      { id: 2, region: 'Asia Pacific', country: 'Japan' },
      { id: 3, region: 'Europe', country: 'Germany' },
      { id: 4, region: 'Europe', country: 'Sweden' },
    ]);
    expect(groups.map((group) => group.region)).toEqual(['Europe', 'Asia Pacific']);
    expect(
      groups[0]?.countries.map((country) => [country.country, country.distributors.map((d) => d.id)]),
    ).toEqual([
      ['Sweden', [1, 4]],
      ['Germany', [3]],
    ]);
    expect(groupDistributors([])).toEqual([]);
  });
});

describe('contact URLs', () => {
  test('websites get a scheme and lose it in the text', () => {
    expect(websiteUrl('www.example.se')).toEqual({ href: 'https://www.example.se', text: 'www.example.se' });
    expect(websiteUrl('http://example.de/')).toEqual({ href: 'http://example.de/', text: 'example.de' });
  });

  test('phone numbers keep digits and a leading plus', () => {
    expect(telUrl('+46 8 123 456 70')).toBe('tel:+46812345670');
    expect(telUrl('400-821-0268')).toBe('tel:4008210268');
    expect(telUrl('(021) 5555-0123 ext. 8')).toBe('tel:021555501238');
  });
});
