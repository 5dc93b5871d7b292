import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';
import type { ServerConfig } from '../env.js';
import type { LotsService } from './service.js';

/** A catalog or lot number as the contract bounds them: short, plain characters. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

/** Where a lot's COA is downloaded: served by this module, beside the API (a file is not an envelope). */
export function coaFilePath(catalogNumber: string, lotNumber: string, lang: 'zh' | 'en'): string {
  const query = new URLSearchParams({ catalogNumber, lot: lotNumber, lang });
  return `/files/coa?${query}`;
}

/** Where a product's datasheet is downloaded, in one language. */
export function datasheetFilePath(catalogNumber: string, lang: 'zh' | 'en'): string {
  return `/files/datasheet?${new URLSearchParams({ catalogNumber, lang })}`;
}

/** The web page that shows a lot's QC numbers from the database, on the site of the COA's language. */
export function coaVerifyPath(catalogNumber: string, lotNumber: string, lang: 'zh' | 'en'): string {
  const query = new URLSearchParams({ catalogNumber, lot: lotNumber });
  return `${lang === 'en' ? '/en' : ''}/coa/verify?${query}`;
}

/**
 * `/files/coa?catalogNumber=&lot=&lang=`: a lot's certificate of analysis as PDF, made from the lot's
 * QC data in the language asked for, with the download name `COA_<catalog>_<lot>_<lang>.pdf`. The
 * verification link it prints points to the site of that language (SITE_ORIGIN_CN/_EN, else the
 * request's own origin).
 */
export async function registerLotFiles(
  app: FastifyInstance,
  service: LotsService,
  config: Pick<ServerConfig, 'siteOriginCn' | 'siteOriginEn'>,
): Promise<void> {
  const originOf = (request: FastifyRequest, lang: 'zh' | 'en') =>
    (lang === 'en' ? config.siteOriginEn : config.siteOriginCn) ?? `${request.protocol}://${request.host}`;

  app.get<{ Querystring: Record<string, string | undefined> }>('/files/coa', async (request, reply) => {
    const { catalogNumber = '', lot = '', lang = 'zh' } = request.query;
    // Anything but plain numbers is no certificate: the same 404 as an unknown lot.
    if (!IDENTIFIER.test(catalogNumber) || !IDENTIFIER.test(lot) || (lang !== 'zh' && lang !== 'en')) {
      throw new DomainError('E0005');
    }
    const found = await service.findLot(lang, catalogNumber, lot);
    if (!found) throw new DomainError('E0005');
    const { coaPdf } = await import('./coa-pdf.js');
    const pdf = await coaPdf({
      lang,
      productName: found.productName,
      catalogNumber: found.catalogNumber,
      lot: found.lot,
      verifyUrl: `${originOf(request, lang)}${coaVerifyPath(found.catalogNumber, found.lot.lotNumber, lang)}`,
    });
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="COA_${found.catalogNumber}_${found.lot.lotNumber}_${lang}.pdf"`,
      )
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(pdf));
  });

  /** `/files/datasheet?catalogNumber=&lang=`: the product's datasheet with the QC of its newest lot. */
  app.get<{ Querystring: Record<string, string | undefined> }>('/files/datasheet', async (request, reply) => {
    const { catalogNumber = '', lang = 'zh' } = request.query;
    if (!IDENTIFIER.test(catalogNumber) || (lang !== 'zh' && lang !== 'en')) throw new DomainError('E0005');
    const found = await service.datasheet(lang, catalogNumber);
    if (!found) throw new DomainError('E0005');
    const { datasheetPdf } = await import('./datasheet-pdf.js');
    const pdf = await datasheetPdf({ lang, ...found });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Datasheet_${found.catalogNumber}_${lang}.pdf"`)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(pdf));
  });
}
