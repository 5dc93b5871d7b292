import { RouterContextProvider } from 'react-router-dom';
import { type Locale, localeFromPath } from '../i18n/locale';
import { type ApiClient, type AppServices, servicesContext } from './services';

/**
 * The API client for a loader: in the language of the site the requested URL belongs to.
 * Loaders receive the router context untyped (middleware is not enabled), hence the check.
 */
export function loaderApi(args: { request: Request; context: unknown }): {
  api: ApiClient;
  locale: Locale;
  services: AppServices;
} {
  if (!(args.context instanceof RouterContextProvider)) {
    throw new Error('The router was created without the app services in its context');
  }
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const services = args.context.get(servicesContext);
  return { api: services.api(locale), locale, services };
}
