import { type Locale, localizePath } from '../i18n/locale';

/**
 * The product pages come in three flavours that share their route modules (SPEC §2): the whole
 * catalogue, new products (`isNew=true`) and hot products (`isHot=true`, one list page).
 */
export type CatalogueVariant = 'all' | 'new' | 'hot';

const detailPaths: Record<CatalogueVariant, string> = {
  all: '/product-detail',
  new: '/new-product-detail',
  hot: '/product-detail',
};
const listPaths: Record<CatalogueVariant, string> = {
  all: '/product-list',
  new: '/new-product-list',
  hot: '/hotsproduct',
};
const overviewPaths: Record<CatalogueVariant, string> = {
  all: '/products',
  new: '/new-products',
  hot: '/hotsproduct',
};

export function productDetailHref(locale: Locale, catalogNumber: string, variant: CatalogueVariant = 'all') {
  return localizePath(locale, `${detailPaths[variant]}?catalogNumber=${encodeURIComponent(catalogNumber)}`);
}

export function catalogueOverviewHref(locale: Locale, variant: CatalogueVariant = 'all') {
  return localizePath(locale, overviewPaths[variant]);
}

export type ProductSort = 'default' | 'newest' | 'name';
export const productSorts: readonly ProductSort[] = ['default', 'newest', 'name'];

/** Page size of product lists (the API's default). */
export const productPageSize = 20;

export interface ProductListQuery {
  /** Category id; absent on the hot list and the all-new list. */
  id: number | null;
  page: number;
  sort: ProductSort;
}

/**
 * A product list URL. Defaults are left out (page 1, default sort) so that each list has one
 * canonical address.
 */
export function productListHref(
  locale: Locale,
  variant: CatalogueVariant,
  { id = null, page = 1, sort = 'default' }: Partial<ProductListQuery> = {},
): string {
  const query = new URLSearchParams();
  if (id !== null) query.set('id', String(id));
  if (page > 1) query.set('page', String(page));
  if (sort !== 'default') query.set('sort', sort);
  const search = query.toString();
  return localizePath(locale, `${listPaths[variant]}${search ? `?${search}` : ''}`);
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Reads a product list's query; anything malformed falls back to its default. */
export function parseProductListQuery(search: URLSearchParams): ProductListQuery {
  const sort = search.get('sort');
  return {
    id: positiveInt(search.get('id')),
    page: positiveInt(search.get('page')) ?? 1,
    sort: productSorts.includes(sort as ProductSort) ? (sort as ProductSort) : 'default',
  };
}

/** The rich-text page of a stored document: brand info, privacy policy, terms (SPEC §2). */
export function richDetailHref(locale: Locale, title: string, fileId: string): string {
  const query = new URLSearchParams({ title, fileId });
  return localizePath(locale, `/rich-detail?${query}`);
}

export function searchHref(locale: Locale, keywords: string): string {
  return localizePath(locale, `/search?${new URLSearchParams({ keywords: keywords.trim() })}`);
}

/** Pages on which the contact side widget stays hidden (SPEC §2). */
const pagesWithoutContactWidget = [
  '/product-detail',
  '/new-product-detail',
  '/rich-detail',
  '/about-us',
  '/contact',
];

/** Whether the contact side widget shows on a (site-neutral) path. */
export function showsContactWidget(path: string): boolean {
  return !pagesWithoutContactWidget.some((page) => path === page || path.startsWith(`${page}/`));
}

/** `tel:` link of a displayed phone number (keeps digits and a leading +). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** An article of the news and activities (SPEC §2 `/article`), by id. */
export function articleHref(locale: Locale, id: number): string {
  return localizePath(locale, `/article?id=${id}`);
}

/** The tabs of the news and activities list (SPEC §2 `/information?activeIndex=`), in `activeIndex` order. */
export const newsTabs = ['news', 'activity', 'meeting'] as const;
export type NewsTab = (typeof newsTabs)[number];

/** The news and activities list (SPEC §2 `/information`): tab 0 company news, 1 market activities, 2 meetings. */
export function newsHref(locale: Locale, tab: NewsTab = 'news', page = 1): string {
  const query = `activeIndex=${newsTabs.indexOf(tab)}${page > 1 ? `&page=${page}` : ''}`;
  return localizePath(locale, `/information?${query}`);
}

/** A meeting's page (SPEC §2 `/meeting-detail`), by id. */
export function meetingHref(locale: Locale, id: number): string {
  return localizePath(locale, `/meeting-detail?id=${id}`);
}

/** The share landing of an article (SPEC §2 `/wechat-share`), by id. */
export function wechatShareHref(locale: Locale, id: number): string {
  return localizePath(locale, `/wechat-share?id=${id}`);
}

/** The services list (SPEC §2 `/service-list`). */
export function serviceListHref(locale: Locale): string {
  return localizePath(locale, '/service-list');
}

/** A service's page (SPEC §2 `/service?menuId=`), by id. */
export function serviceHref(locale: Locale, id: number): string {
  return localizePath(locale, `/service?menuId=${id}`);
}
