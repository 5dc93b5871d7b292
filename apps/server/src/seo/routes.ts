import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../env.js';
import { productPath, type SitemapService } from './service.js';
import {
  robotsTxt,
  SITEMAP_PROTOCOL_MAX_URLS,
  type SiteOrigins,
  sitemapIndex,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntries,
} from './sitemap.js';

/**
 * URLs per sitemap file. The protocol allows 50,000; files of 10,000 (about 4 MB) stay quick to
 * serve and to fetch, and 50,000 products still need only ten product files.
 */
export const DEFAULT_MAX_URLS_PER_SITEMAP = 10_000;

export interface SeoRoutesOptions {
  service: SitemapService;
  config: ServerConfig;
  /** At most SITEMAP_PROTOCOL_MAX_URLS; every page contributes two URLs (cn and en). */
  maxUrlsPerSitemap?: number;
}

/** The origin the request came to (proxy headers count only with TRUST_PROXY). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function send(reply: FastifyReply, type: string, body: string | Readable) {
  // Search engines fetch these rarely; an hour of caching spares the catalogue queries.
  return reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
}

const XML = 'application/xml; charset=utf-8';

/**
 * `/robots.txt`, `/sitemap.xml` and its child files (`/sitemaps/pages-N.xml`,
 * `/sitemaps/products-N.xml`). While the whole site fits one file, `/sitemap.xml` is that file;
 * beyond it, `/sitemap.xml` is a sitemap index naming the child files. Product files are streamed
 * from the database in batches.
 */
export async function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions): Promise<void> {
  const { service, config } = options;
  const maxUrls = Math.min(
    options.maxUrlsPerSitemap ?? DEFAULT_MAX_URLS_PER_SITEMAP,
    SITEMAP_PROTOCOL_MAX_URLS,
  );
  const pathsPerFile = Math.max(1, Math.floor(maxUrls / 2));

  const originsOf = (request: FastifyRequest): SiteOrigins => {
    const own = requestOrigin(request);
    return { cn: config.siteOriginCn ?? own, en: config.siteOriginEn ?? own };
  };

  const layout = async () => {
    const [pages, products] = await Promise.all([service.pagePaths(), service.productCount()]);
    return {
      pages,
      products,
      pageFiles: Math.ceil(pages.length / pathsPerFile),
      productFiles: Math.ceil(products / pathsPerFile),
      single: pages.length + products <= pathsPerFile,
    };
  };

  /** A urlset of some fixed pages and then `productLimit` products from `productOffset`. */
  function urlset(
    origins: SiteOrigins,
    pages: readonly string[],
    productOffset: number,
    productLimit: number,
  ) {
    return Readable.from(
      (async function* () {
        yield URLSET_OPEN + pages.map((p) => urlEntries(p, origins)).join('');
        if (productLimit > 0) {
          for await (const batch of service.catalogNumbers(productOffset, productLimit)) {
            yield batch.map((c) => urlEntries(productPath(c), origins)).join('');
          }
        }
        yield URLSET_CLOSE;
      })(),
    );
  }

  app.get('/robots.txt', async (request, reply) => {
    const origins = originsOf(request);
    return send(
      reply,
      'text/plain; charset=utf-8',
      robotsTxt([`${origins.cn}/sitemap.xml`, `${origins.en}/sitemap.xml`]),
    );
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origins = originsOf(request);
    const site = await layout();
    if (site.single) return send(reply, XML, urlset(origins, site.pages, 0, site.products));
    // Child files live on the host that served the index, as the protocol requires.
    const own = requestOrigin(request);
    const files = [
      ...Array.from({ length: site.pageFiles }, (_, i) => `${own}/sitemaps/pages-${i + 1}.xml`),
      ...Array.from({ length: site.productFiles }, (_, i) => `${own}/sitemaps/products-${i + 1}.xml`),
    ];
    return send(reply, XML, sitemapIndex(files));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(pages|products)-([1-9]\d{0,6})\.xml$/.exec(request.params.file);
    const site = await layout();
    const kind = match?.[1];
    const n = Number(match?.[2]);
    const origins = originsOf(request);
    if (kind === 'pages' && n <= site.pageFiles) {
      const pages = site.pages.slice((n - 1) * pathsPerFile, n * pathsPerFile);
      return send(reply, XML, urlset(origins, pages, 0, 0));
    }
    if (kind === 'products' && n <= site.productFiles) {
      return send(reply, XML, urlset(origins, [], (n - 1) * pathsPerFile, pathsPerFile));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
