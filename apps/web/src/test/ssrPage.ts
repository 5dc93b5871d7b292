import { vi } from 'vitest';
import type { DocumentAssets } from '../app/Document.server';
import { documentDataIds } from '../app/documentData';
import { type RenderOptions, render } from '../entry.server';
import { fakeApiFetch } from './fakeApi';

const noAssets: DocumentAssets = { stylesheets: [], modulePreloads: [], headScripts: [], bodyScripts: [] };

/**
 * Server-renders `path` the way the server does, over the fake API (`overrides` answer chosen calls):
 * the response, its HTML, the API calls made (`requests`, and `paths` = path + query of each) and the
 * `onError` spy.
 */
export async function ssrPage(
  path: string,
  overrides: Parameters<typeof fakeApiFetch>[0] = {},
  options: Partial<RenderOptions> = {},
  init: RequestInit = {},
) {
  const api = fakeApiFetch(overrides);
  const onError = vi.fn();
  const res = await render(new Request(`http://shop.test${path}`, init), {
    apiFetch: api.apiFetch,
    assets: noAssets,
    siteOrigins: { cn: null, en: null },
    onError,
    ...options,
  });
  const html = await res.text();
  const paths = api.requests.map((request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  });
  return { res, html, onError, requests: api.requests, paths };
}

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/**
 * The loader data of route `routeId` (e.g. `en-search`) as the page's hydration JSON hands it to the
 * browser: what a loader returns is sent again in the HTML, so tests check what it leaves out.
 */
export function hydratedLoaderData(html: string, routeId: string): unknown {
  const block = new RegExp(`id="${documentDataIds.routerHydration}">([^<]*)</script>`).exec(html)?.[1];
  if (!block) throw new Error('the page has no router hydration data');
  return (JSON.parse(block) as { loaderData: Record<string, unknown> }).loaderData[routeId];
}

/** Posts `fields` to `path` as a browser without JavaScript does (urlencoded), like `ssrPage`. */
export function ssrPost(
  path: string,
  fields: Record<string, string>,
  overrides: Parameters<typeof fakeApiFetch>[0] = {},
) {
  return ssrPage(path, overrides, {}, { method: 'POST', body: new URLSearchParams(fields) });
}
