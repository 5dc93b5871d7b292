import type { RichDocument } from '@storefront/api-client';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { GlobalConfig } from '../../app/globalConfig';
import { loaderApi } from '../../app/loaderServices';
import type { RouteHandle } from '../../app/meta';
import { richDetailHref } from '../../app/urls';
import { LegalDocumentPage, legalDocumentMeta, loadLegalDocument } from './legalDocument';

/**
 * `/rich-detail?title=&fileId=` (SPEC §2): the brand information, privacy policy or terms the global
 * config links by id. `title` only labels the link; the page shows the stored document's own title.
 * Each site's config names its own language's document, so another site's id (the language switch keeps
 * the query) redirects to this site's document of the same kind.
 */
export async function loader(args: LoaderFunctionArgs): Promise<RichDocument> {
  const { api, locale, services } = loaderApi(args);
  const search = new URL(args.request.url).searchParams;
  const fileId = search.get('fileId');
  const [document, config] = await Promise.all([
    loadLegalDocument(api, fileId),
    // Without the config the asked document is still shown.
    services.globalConfig(locale).catch((): GlobalConfig => ({})),
  ]);
  const own = config[document.kind];
  if (own && own !== fileId) throw redirect(richDetailHref(locale, search.get('title') ?? '', own));
  return document;
}

export const handle: RouteHandle = { meta: legalDocumentMeta };

export const Component = LegalDocumentPage;
