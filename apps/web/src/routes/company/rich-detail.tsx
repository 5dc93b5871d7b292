import type { RichDocument } from '@storefront/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { RouteHandle } from '../../app/meta';
import { LegalDocumentPage, legalDocumentMeta, loadLegalDocument } from './legalDocument';

/**
 * `/rich-detail?title=&fileId=` (SPEC §2): the brand information, privacy policy or terms the global
 * config links by id. `title` only labels the link; the page shows the stored document's own title.
 */
export async function loader(args: LoaderFunctionArgs): Promise<RichDocument> {
  const { api } = loaderApi(args);
  return loadLegalDocument(api, new URL(args.request.url).searchParams.get('fileId'));
}

export const handle: RouteHandle = { meta: legalDocumentMeta };

export const Component = LegalDocumentPage;
