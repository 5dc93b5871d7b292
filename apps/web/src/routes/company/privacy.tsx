import type { RichDocument } from '@storefront/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { RouteHandle } from '../../app/meta';
import { LegalDocumentPage, legalDocumentMeta, loadLegalDocument } from './legalDocument';

/** `/privacy` (SPEC §2): the privacy policy the site's global config names (`privacy_policy`). */
export async function loader(args: LoaderFunctionArgs): Promise<RichDocument> {
  const { api, locale, services } = loaderApi(args);
  const config = await services.globalConfig(locale);
  return loadLegalDocument(api, config.privacy_policy);
}

export const handle: RouteHandle = { meta: legalDocumentMeta };

export const Component = LegalDocumentPage;
