/**
 * The https://doi.org/ URL of a DOI as stored (bare `10.1038/…`, with a `doi:` prefix, or already a
 * doi.org URL). Each path segment is percent-encoded, since DOIs may hold characters such as `<`, `#` or `;`.
 */
export function doiUrl(doi: string): string {
  const bare = doi
    .trim()
    .replace(/^doi:\s*/i, '')
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '');
  return `https://doi.org/${bare.split('/').map(encodeURIComponent).join('/')}`;
}

/** The DOI without prefix or resolver, as printed after the 'DOI' label. */
export function bareDoi(doi: string): string {
  return doi
    .trim()
    .replace(/^doi:\s*/i, '')
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '');
}
