/**
 * "Cite this reagent" as RIS and BibTeX records for reference managers (the line itself is a message of
 * the page, worded as the literature page words it). The downloads are data URLs with the formats' own media types, built from what
 * the page already holds, so citing needs no further request.
 */
export interface ReagentCitation {
  productName: string;
  catalogNumber: string;
  /** The lot the reader used; null when the product has no lot on record. */
  lotNumber: string | null;
  supplier: string;
  city: string;
  country: string;
  /** The product page's canonical URL. */
  url: string;
}

/** RIS (the format of EndNote, Zotero and Mendeley imports): one generic record, lines of `TAG  - value`. */
export function ris(c: ReagentCitation): string {
  const lines = [
    ['TY', 'GEN'],
    ['TI', c.productName],
    ['PB', c.supplier],
    ['CY', `${c.city}, ${c.country}`],
    ['ID', c.catalogNumber],
    ...(c.lotNumber ? [['M1', c.lotNumber]] : []),
    ['UR', c.url],
    ['ER', ''],
  ];
  return `${lines.map(([tag, value]) => `${tag}  - ${value}`.trimEnd()).join('\r\n')}\r\n`;
}

/** BibTeX's special characters in a field value. */
function bibEscape(value: string): string {
  return value.replace(/[\\{}]/g, '').replace(/([&%$#_])/g, '\\$1');
}

/** A BibTeX `@misc` entry keyed by the catalog number (and lot), which is unique in a library. */
export function bibtex(c: ReagentCitation): string {
  const key = [c.catalogNumber, c.lotNumber]
    .filter(Boolean)
    .join('_')
    .replace(/[^A-Za-z0-9_-]/g, '');
  const fields = [
    ['title', c.productName],
    ['publisher', c.supplier],
    ['address', `${c.city}, ${c.country}`],
    [
      'note',
      [`Cat. No. ${c.catalogNumber}`, c.lotNumber ? `Lot ${c.lotNumber}` : null].filter(Boolean).join(', '),
    ],
    ['howpublished', `\\url{${c.url}}`],
  ];
  const body = fields
    .map(([name, value]) => `  ${name} = {${name === 'howpublished' ? value : bibEscape(value as string)}}`)
    .join(',\n');
  return `@misc{${key},\n${body}\n}\n`;
}

/** A data URL of text in UTF-8, for an `<a download>`. */
export function textDataUrl(mediaType: string, text: string): string {
  return `data:${mediaType};charset=utf-8,${encodeURIComponent(text)}`;
}

export const RIS_MEDIA_TYPE = 'application/x-research-info-systems';
export const BIBTEX_MEDIA_TYPE = 'application/x-bibtex';
