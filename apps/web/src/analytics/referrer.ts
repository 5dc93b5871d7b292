/**
 * Where a session came from (SPEC §3 channel analytics): the main search engines by the referrer's host,
 * anything else — no referrer, another site, our own pages — counts as direct entry.
 */
export type ReferrerSource =
  | 'baidu'
  | 'google'
  | 'bing'
  | 'sogou'
  | 'so360'
  | 'shenma'
  | 'yandex'
  | 'duckduckgo'
  | 'direct';

/** Registrable domains of each engine; a host matches when it is the domain or a subdomain of it. */
const searchEngines: readonly { source: Exclude<ReferrerSource, 'direct'>; domains: readonly string[] }[] = [
  { source: 'baidu', domains: ['baidu.com'] },
  // Google has a country domain per market (google.com.hk, google.co.uk, google.de ...).
  { source: 'google', domains: ['google'] },
  { source: 'bing', domains: ['bing.com'] },
  { source: 'sogou', domains: ['sogou.com'] },
  { source: 'so360', domains: ['so.com', '360.cn'] },
  { source: 'shenma', domains: ['sm.cn'] },
  { source: 'yandex', domains: ['yandex.ru', 'yandex.com', 'ya.ru'] },
  { source: 'duckduckgo', domains: ['duckduckgo.com'] },
];

function hostMatches(host: string, domain: string): boolean {
  if (domain === 'google') return /(^|\.)google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(host);
  return host === domain || host.endsWith(`.${domain}`);
}

export interface ReferrerClass {
  source: ReferrerSource;
  /** The referrer URL for search engines and other sites; empty for direct entry. */
  sourceValue: string;
}

/**
 * Classifies `document.referrer` for the first visit of a session. `ownHosts` are the storefront's own
 * hosts (both sites), whose referrers are internal navigation rather than a channel.
 */
export function classifyReferrer(referrer: string, ownHosts: readonly string[] = []): ReferrerClass {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return { source: 'direct', sourceValue: '' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { source: 'direct', sourceValue: '' };
  const host = url.hostname.toLowerCase();
  if (ownHosts.includes(host)) return { source: 'direct', sourceValue: '' };
  for (const engine of searchEngines) {
    if (engine.domains.some((domain) => hostMatches(host, domain))) {
      return { source: engine.source, sourceValue: referrer };
    }
  }
  return { source: 'direct', sourceValue: referrer };
}
