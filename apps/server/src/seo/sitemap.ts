/** Sitemaps (sitemaps.org 0.9) with hreflang alternates between the Chinese and English sites. */

export interface SiteOrigins {
  cn: string;
  en: string;
}

/** The sitemaps.org limit on URLs per file. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

/** A site-neutral path on the Chinese site (as is) and the English one (under /en). */
export function siteUrls(path: string, origins: SiteOrigins): { cn: string; en: string } {
  return { cn: `${origins.cn}${path}`, en: `${origins.en}${path === '/' ? '/en' : `/en${path}`}` };
}

/** Two `<url>` entries (one per language), each naming both versions and the default (Chinese). */
export function urlEntries(path: string, origins: SiteOrigins): string {
  const urls = siteUrls(path, origins);
  const alternates =
    `<xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeXml(urls.cn)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(urls.en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urls.cn)}"/>`;
  return (
    `<url><loc>${escapeXml(urls.cn)}</loc>${alternates}</url>\n` +
    `<url><loc>${escapeXml(urls.en)}</loc>${alternates}</url>\n`
  );
}

export const URLSET_OPEN =
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

export function sitemapIndex(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

export function robotsTxt(sitemaps: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    ...[...new Set(sitemaps)].map((s) => `Sitemap: ${s}`),
    '',
  ].join('\n');
}
