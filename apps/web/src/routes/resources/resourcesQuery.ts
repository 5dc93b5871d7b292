import { type ResourceTab, resourceTabs } from '@storefront/ui';
import { type Locale, localizePath } from '../../i18n/locale';

/** Resources per page of a tab. */
export const resourcesPageSize = 10;
/** The contract's limit of the search words (`q` of GET /resource). */
export const resourceSearchMaxLength = 100;

export interface ResourcesQuery {
  tab: ResourceTab;
  /** Words searched in the titles; '' for none. */
  q: string;
  page: number;
}

/**
 * The state of /resources in its address: `activeIndex` (SPEC §2; anything unknown shows the first tab),
 * `q` and `page` (1 when missing or malformed).
 */
export function parseResourcesQuery(params: URLSearchParams): ResourcesQuery {
  const tab = resourceTabs[Number(params.get('activeIndex') ?? 0)] ?? 'manual';
  const q = (params.get('q') ?? '').trim().slice(0, resourceSearchMaxLength);
  const page = Number(params.get('page') ?? 1);
  return { tab, q, page: Number.isInteger(page) && page >= 1 && page <= 2_147_483_647 ? page : 1 };
}

/** The address of a tab (with its search and page when given). */
export function resourcesHref(locale: Locale, tab: ResourceTab = 'manual', q = '', page = 1): string {
  const params = new URLSearchParams({ activeIndex: String(resourceTabs.indexOf(tab)) });
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return localizePath(locale, `/resources?${params}`);
}
