import { describe, expect, test } from 'vitest';
import { bareDoi, doiUrl } from './doiUrl';

describe('doiUrl', () => {
  test.each([
    ['10.1038/s41467-023-01234-5', 'https://doi.org/10.1038/s41467-023-01234-5'],
    ['doi:10.1136/jitc-2024-008812', 'https://doi.org/10.1136/jitc-2024-008812'],
    ['DOI: 10.1136/jitc-2024-008812', 'https://doi.org/10.1136/jitc-2024-008812'],
    ['https://doi.org/10.1016/j.celrep.2022.110987', 'https://doi.org/10.1016/j.celrep.2022.110987'],
    ['http://dx.doi.org/10.1016/j.cell.2020.01.001', 'https://doi.org/10.1016/j.cell.2020.01.001'],
    // Old Wiley DOIs hold characters that must be escaped in a URL.
    [
      '10.1002/(SICI)1097-4636<1::AID>3.0.CO;2-#',
      'https://doi.org/10.1002/(SICI)1097-4636%3C1%3A%3AAID%3E3.0.CO%3B2-%23',
    ],
  ])('%s → %s', (doi, url) => {
    expect(doiUrl(doi)).toBe(url);
  });

  test('prints the bare DOI', () => {
    expect(bareDoi(' https://doi.org/10.1038/nature12373 ')).toBe('10.1038/nature12373');
  });
});
