import { RouterContextProvider } from 'react-router-dom';
import { type Locale, localeFromPath } from '../i18n/locale';
import { type ApiClient, servicesContext } from './services';

/**
 * The API client for a loader: in the language of the site the requested URL belongs to.
 * Loaders receive the router context untyped (middleware is not enabled), hence the check.
 */
export function loaderApi(args: { request: Request; context: unknown }): { api: ApiClient; locale: Locale } {
  if (!(args.context instanceof RouterContextProvider)) {
    throw new Error('The router was created without the app services in its context');
  }
  const locale = localeFromPath(new URL(args.request.url).pathname);
  return { api: args.context.get(servicesContext).api(locale), locale };
}
